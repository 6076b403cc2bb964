"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// No next-themes: the theme is passed explicitly (defaults to "light").
// Product rule: at most one toast visible at a time (visibleToasts={1}).
function Toaster({ theme = "light", visibleToasts = 1, richColors = true, style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      visibleToasts={visibleToasts}
      richColors={richColors}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
