"use client";
// Holds the demo's 16:9 box from the first paint (no layout shift) and mounts the animated scenes
// only when the box comes within 300px of the viewport and the page has finished loading and gone
// idle: the walkthrough never competes with the landing's first paint or hydration.
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const DemoScenes = lazy(() => import("./demo-scenes"));

function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => !cancelled && run(), { timeout: 2000 });
    else setTimeout(() => !cancelled && run(), 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
  };
}

export function LazyDemoFrame({ className }: { className: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        cancel = afterLoadAndIdle(() => setShow(true));
      },
      { rootMargin: "300px" },
    );
    if (box.current) observer.observe(box.current);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, []);
  return (
    <div ref={box} className={className} aria-hidden="true" data-loaded={show || undefined}>
      {show && (
        <Suspense fallback={null}>
          <DemoScenes />
        </Suspense>
      )}
    </div>
  );
}
