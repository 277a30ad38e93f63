import { useLingui } from '@lingui/react/macro';
import { useKv } from '../../db/index.ts';

/** Interests from /api/interests.php as checkboxes. */
export function InterestsField({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useLingui();
  const interests = useKv('interests') ?? [];
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="interests-field">
      <legend>{t`Interests`}</legend>
      <div className="interest-options">
        {interests.map((i) => (
          <label key={i.id} className="interest-option">
            <input type="checkbox" checked={value.includes(i.id)} onChange={(e) => toggle(i.id, e.target.checked)} />
            <span>{i.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
