// A small inline SVG line of a trend's daily mention counts (oldest first).

export function sparklinePoints(series: readonly number[], width: number, height: number, pad = 2): string {
  const values = series.map((v) => (Number.isFinite(v) ? Math.max(0, v) : 0));
  if (values.length === 0) return "";
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = values.length > 1 ? pad + i * step : width / 2;
      const y = height - pad - (v / max) * (height - pad * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

export function Sparkline({ series, label }: { series: readonly number[]; label: string }) {
  const width = 160;
  const height = 40;
  const points = sparklinePoints(series, width, height);
  if (!points) return null;
  const last = points.split(" ").at(-1)!.split(",");
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="text-violet-700"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" />
    </svg>
  );
}
