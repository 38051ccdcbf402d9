// Renders the product page's structured content (productPage.mobile_content): no raw HTML.
import type { ContentBlock } from "../../../server/db/schema";
import styles from "./product.module.css";

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className={styles.content}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return (
              <h2 key={key} id={block.anchor} className={styles.contentHeading}>
                {block.text}
              </h2>
            );
          case "text":
            return <p key={key}>{block.text}</p>;
          case "image":
            return (
              <img key={key} src={block.src} alt={block.alt} width={block.width} height={block.height} loading="lazy" />
            );
          case "list":
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
