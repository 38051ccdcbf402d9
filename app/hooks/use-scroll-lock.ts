// Locks the page scroll while an overlay is open and restores the position on close.
import { useEffect } from "react";

let locks = 0;
let savedY = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedY = window.scrollY;
      document.body.style.top = `-${savedY}px`;
      document.body.classList.add("scroll-locked");
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.classList.remove("scroll-locked");
        document.body.style.top = "";
        window.scrollTo(0, savedY);
      }
    };
  }, [active]);
}
