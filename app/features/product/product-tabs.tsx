// The product page's tab bar; each tab scrolls to its section and the current one is marked.
import { useEffect, useState } from "react";
import type { ProductTab } from "../../../core/product-page";
import { productTexts } from "./messages";
import styles from "./product.module.css";

export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [current, setCurrent] = useState(tabs[0]?.id);

  useEffect(() => {
    const targets = tabs.flatMap((tab) => {
      const element = document.getElementById(tab.target);
      return element ? [{ tab, element }] : [];
    });
    const onScroll = () => {
      const line = window.innerHeight * 0.3;
      let active = targets[0]?.tab.id;
      for (const { tab, element } of targets) if (element.getBoundingClientRect().top <= line) active = tab.id;
      setCurrent(active);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A page opened at one of its sections (#review, a 도움돼요's answer) marks its tab at once.
    onScroll();
    return () => window.removeEventListener("scroll", onScroll);
  }, [tabs]);

  return (
    <nav className={styles.tabs} aria-label={productTexts.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.target}`}
              aria-current={current === tab.id ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(tab.target)?.scrollIntoView({ behavior: "smooth", block: "start" });
                setCurrent(tab.id);
              }}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
