import type { ReactNode } from 'react'

import type { RichBlock, RichInline } from '@/features/content/contract'

import { OptimisedImage } from '../media/optimised-image'

import styles from './rich-text.module.css'

function Inline({ items }: { items: RichInline[] }): ReactNode {
  return items.map((item, i) => {
    if (item.type === 'break') return <br key={i} />
    if (item.type === 'link') {
      return item.external ? (
        <a key={i} href={item.url} target="_blank" rel="noopener noreferrer">
          <Inline items={item.children} />
        </a>
      ) : (
        <a key={i} href={item.url}>
          <Inline items={item.children} />
        </a>
      )
    }
    let node: ReactNode = item.text
    if (item.bold) node = <strong>{node}</strong>
    if (item.italic) node = <em>{node}</em>
    if (item.underline) node = <u>{node}</u>
    return <span key={i}>{node}</span>
  })
}

/** Renders CMS rich text converted by features/content/data/rich-text. */
export function RichText({ blocks, className }: { blocks: RichBlock[]; className?: string }) {
  return (
    <div className={[styles.rich, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4'
            return (
              <Tag key={i}>
                <Inline items={block.children} />
              </Tag>
            )
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul'
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline items={item} />
                  </li>
                ))}
              </List>
            )
          }
          case 'quote':
            return (
              <blockquote key={i}>
                <Inline items={block.children} />
              </blockquote>
            )
          case 'image':
            // Below the text's start, so it loads as it nears the viewport; its width and height
            // (4:3 when the CMS has none) keep its box while it loads.
            return (
              <figure key={i}>
                <OptimisedImage
                  src={block.image.url}
                  files={block.image.sources}
                  focal={block.image.focal}
                  alt={block.image.alt}
                  width={block.image.width ?? 1200}
                  height={block.image.height ?? 900}
                  sizes="(max-width: 760px) 100vw, 46rem"
                  load="lazy"
                />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            )
          default:
            return (
              <p key={i}>
                <Inline items={block.children} />
              </p>
            )
        }
      })}
    </div>
  )
}
