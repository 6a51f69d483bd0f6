import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './counterPrint.css';

const MM_PER_PX = 25.4 / 96;
const PAGE_MARGIN_MM = 4;

/**
 * Prints `children` alone on the system printer, on a page 80 mm wide and as tall as they are (a
 * receipt printer's roll, or any printer's page), then calls `onDone`. Rendered outside the app,
 * which the print styles hide while it prints.
 */
export function PaperPrint({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const height = Math.ceil((paper.current?.scrollHeight ?? 0) * MM_PER_PX) + 2 * PAGE_MARGIN_MM;
    const pageSize = document.createElement('style');
    pageSize.textContent = `@page { size: 80mm ${Math.max(height, 80)}mm; margin: ${PAGE_MARGIN_MM}mm; }`;
    document.head.append(pageSize);
    // After this paint, so the page holds what is printed; print() returns once the dialog closes.
    const frame = requestAnimationFrame(() => {
      window.print();
      pageSize.remove();
      onDone();
    });
    return () => {
      cancelAnimationFrame(frame);
      pageSize.remove();
    };
  }, [onDone]);
  return createPortal(
    // A paper copy of what the screen shows: assistive technology reads the screen's.
    <div className="counter-print" ref={paper} aria-hidden>
      {children}
    </div>,
    document.body,
  );
}
