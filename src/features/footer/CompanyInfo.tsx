import { Trans } from '@lingui/react/macro';
import { useKv } from '../../db/kv.ts';

/** The operating company's details (GET /api/companyinfo.php, cached in Dexie). */
export function CompanyInfo() {
  const company = useKv('companyinfo');
  if (!company) return null;
  const { name, address, city, country, registration_number: registration } = company;
  const vat = company.vat_numbers.join(', ');
  return (
    <address className="company-info">
      <strong>{name}</strong>
      <span>
        {address}, {city}, {country}
      </span>
      <span>
        <Trans>Registration number: {registration}</Trans>
      </span>
      {vat && (
        <span>
          <Trans>VAT: {vat}</Trans>
        </span>
      )}
    </address>
  );
}
