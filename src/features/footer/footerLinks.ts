import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { links } from '../../app/routes.ts';

/** Every footer link of SPEC §2, in display order. */
export const footerLinks: { href: string; label: MessageDescriptor }[] = [
  { href: links.page('terms'), label: msg`Terms and conditions` },
  { href: links.page('privacy'), label: msg`Privacy policy` },
  { href: links.page('cookies'), label: msg`Cookie policy` },
  { href: links.page('ban'), label: msg`Access ban` },
  { href: links.pricing(), label: msg`Pricing` },
  { href: links.complaints(), label: msg`Complaints` },
  { href: links.page('return-policy'), label: msg`Return policy` },
  { href: links.page('faq'), label: msg`FAQ` },
  { href: links.page('service'), label: msg`Customer service` },
  // the accessibility statement (docs/decisions/119-accessible-members-area.md)
  { href: links.page('accessibility'), label: msg`Accessibility` },
];
