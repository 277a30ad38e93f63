import { Trans } from '@lingui/react/macro';

/** Invisible (privacy) mode: hidden from search at once when saved. */
export function InvisibleSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="switch-row">
      <label className="switch">
        <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby="invisible-help" />
        <span className="switch-track" aria-hidden="true" />
        <span className="switch-label">
          <Trans>Invisible mode</Trans>
        </span>
      </label>
      <p id="invisible-help" className="field-note">
        <Trans>While invisible you do not appear in search, and others cannot message or like you.</Trans>
      </p>
    </div>
  );
}
