/** One filter condition of an admin list: field, operator, value (a list for `in`). */
export type Condition = [field: string, operator: string, value: string | string[]]

/**
 * The address query of an admin list view filtered by all these conditions, in the form the
 * admin's own filter writes (`where[or][0][and][i][field][operator]=value`).
 */
export function whereQuery(conditions: Condition[]): string {
  const query = new URLSearchParams()
  conditions.forEach(([field, operator, value], i) => {
    const key = `where[or][0][and][${i}][${field}][${operator}]`
    if (Array.isArray(value)) value.forEach((v, j) => query.append(`${key}[${j}]`, v))
    else query.append(key, value)
  })
  return query.toString()
}
