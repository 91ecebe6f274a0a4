/** A portal link (the host navigates, no reload) is shared/elements/PortalLink.tsx. */

/** A link the member may not follow, shown with its reason (never hidden, never a bounce). */
export function DisabledLink({ label, reason, id }: { label: string; reason: string; id: string }) {
  return (
    <span className="disabled-action">
      <span className="link-button" aria-disabled="true" role="link" aria-describedby={id}>
        {label}
      </span>
      <span id={id} className="disabled-action-reason">
        {reason}
      </span>
    </span>
  );
}
