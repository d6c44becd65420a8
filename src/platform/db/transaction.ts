import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/** Runs `fn` with a Payload request bound to a new database transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const txReq = await createLocalReq({}, payload)
  await initTransaction(txReq)
  try {
    const result = await fn(txReq)
    await commitTransaction(txReq)
    return result
  } catch (error) {
    await killTransaction(txReq)
    throw error
  }
}
