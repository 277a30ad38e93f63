import type { CompanyInfo, Settings, User } from '../../src/contract/index.ts';
import type { LikeEntry } from '../../src/contract/likes.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    email: 'anna@example.com',
    profile: {
      id: 42,
      name: 'Anna',
      country: 'NL',
      region: null,
      city: 'Utrecht',
      age: 31,
      gender: 'female',
      sexuality: 'hetero',
      main_image: null,
      status: 'active',
      fictional: false,
      online: true,
    },
    status: 'confirmed',
    credits: 10,
    paid_user: false,
    signup_date: '2024-05-01T10:00:00Z',
    language: 'en',
    fictional_icon: '',
    notifications_disabled: [],
    invisible: false,
    push_subscribed: false,
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    site_id: 1,
    countries: ['NL'],
    name: 'Flirtwave',
    domain: 'flirtwave.test',
    domain_language: 'en',
    index_title: 'Flirtwave',
    description: 'Dating',
    niche: 1,
    niche_slug: 'dating',
    company_id: 1,
    mail_name: 'Flirtwave',
    cdn_prefix: '',
    signups: 'all',
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    enable_site_entry_popup: 'no',
    geoip_country: 'NL',
    geoip_selected_country: 'NL',
    push_public_key: '',
    support_email: 'support@flirtwave.test',
    support_phone: '',
    message_credits: 1,
    photo_credits: 1,
    gift_credits: 1,
    signup_credits: 0,
    message_length: 1000,
    minimum_message_costs: {},
    visible_profile_fields: [],
    visible_profile_notes: false,
    search_fields: [],
    fictional_icon: '',
    fictional_warning: '',
    fictional_singular: '',
    fictional_plural: '',
    refund_days: 14,
    member_resell: false,
    available_locales: ['en', 'nl'],
    ...overrides,
  };
}

export function makeCompanyInfo(): CompanyInfo {
  return {
    name: 'Flirtwave BV',
    address: 'Main street 1',
    registration_number: '123',
    city: 'Utrecht',
    country: 'NL',
    tradenames: [],
    vat_numbers: [],
    support_phone: '',
    delete_discount: 0,
    added: '2023-01-01T00:00:00Z',
  };
}

/** One member of a likes.php answer. */
export function makeLikeEntry(id: number, overrides: Partial<LikeEntry> = {}): LikeEntry {
  return {
    id,
    name: 'Mia',
    age: 28,
    region: 'Greater London',
    country: 'GB',
    main_image: null,
    fictional: false,
    like_new: false,
    liked_at: '2027-01-01T10:00:00.000Z',
    match: false,
    ...overrides,
  };
}
