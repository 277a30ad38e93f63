import { Trans, useLingui } from '@lingui/react/macro';
import type { Seeking } from '../../contract/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/constants.ts';
import { countryName } from '../members/countryName.ts';
import { TextField } from './TextField.tsx';

export interface AccountValues {
  email: string;
  name: string;
  password: string;
  dateOfBirth: string;
  /** '' until the member chooses: nothing is chosen for them (decision 176) */
  gender: 'male' | 'female' | '';
  seeking: Seeking | '';
  country: string;
}

interface Props {
  values: AccountValues;
  /** the translated message of an unanswered choice, shown under its question */
  choiceErrors?: Partial<Record<'gender' | 'seeking', string>>;
  countries: readonly string[];
  invalid: ReadonlySet<keyof AccountValues>;
  onChange: (values: AccountValues) => void;
}

/** E-mail, username, password, date of birth, gender, whom they seek and country. */
export function AccountFields({ values, countries, invalid, choiceErrors = {}, onChange }: Props) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <fieldset className={`signup-choice${choiceErrors.gender ? ' is-invalid' : ''}`} id="signup-gender" aria-describedby={choiceErrors.gender ? 'signup-gender-error' : undefined}>
        <legend>
          <Trans>I am</Trans>
        </legend>
        <label>
          <input type="radio" name="gender" value="male" checked={values.gender === 'male'} onChange={() => set('gender', 'male')} />
          <Trans>a man</Trans>
        </label>
        <label>
          <input type="radio" name="gender" value="female" checked={values.gender === 'female'} onChange={() => set('gender', 'female')} />
          <Trans>a woman</Trans>
        </label>
        {choiceErrors.gender && (
          <p className="field-error" id="signup-gender-error">
            {choiceErrors.gender}
          </p>
        )}
      </fieldset>
      <fieldset className={`signup-choice${choiceErrors.seeking ? ' is-invalid' : ''}`} id="signup-seeking" aria-describedby={choiceErrors.seeking ? 'signup-seeking-error' : undefined}>
        <legend>
          <Trans>Looking for</Trans>
        </legend>
        <label>
          <input type="radio" name="seeking" value="male" checked={values.seeking === 'male'} onChange={() => set('seeking', 'male')} />
          <Trans>men</Trans>
        </label>
        <label>
          <input type="radio" name="seeking" value="female" checked={values.seeking === 'female'} onChange={() => set('seeking', 'female')} />
          <Trans>women</Trans>
        </label>
        <label>
          <input type="radio" name="seeking" value="both" checked={values.seeking === 'both'} onChange={() => set('seeking', 'both')} />
          <Trans>both</Trans>
        </label>
        {choiceErrors.seeking && (
          <p className="field-error" id="signup-seeking-error">
            {choiceErrors.seeking}
          </p>
        )}
      </fieldset>
      <TextField
        id="signup-email"
        name="email"
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        invalid={invalid.has('email')}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        id="signup-name"
        name="name"
        label={t`Username`}
        autoComplete="nickname"
        required
        minLength={2}
        maxLength={40}
        value={values.name}
        invalid={invalid.has('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        id="signup-password"
        name="password"
        label={t`Password (at least ${PASSWORD_MIN} characters)`}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={values.password}
        invalid={invalid.has('password')}
        onChange={(e) => set('password', e.target.value)}
      />
      <TextField
        id="signup-dob"
        name="dateOfBirth"
        label={t`Date of birth`}
        type="date"
        required
        value={values.dateOfBirth}
        invalid={invalid.has('dateOfBirth')}
        onChange={(e) => set('dateOfBirth', e.target.value)}
      />
      <div className="field">
        <label htmlFor="signup-country">
          <Trans>Country</Trans>
        </label>
        <select id="signup-country" name="country" value={values.country} onChange={(e) => set('country', e.target.value)}>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, i18n.locale)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
