import { CheckIcon } from "lucide-react";

/** A plan's feature list with check marks (pricing cards, the subscription-complete page). */
export function PlanFeatures({ features }: { features: string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {f}
        </li>
      ))}
    </ul>
  );
}
