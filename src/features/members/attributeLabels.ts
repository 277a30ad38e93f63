import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BodyType, EyeColor, HairColor, RelationshipStatus, Tattoos } from '../../contract/index.ts';

/** Translated names of the SPEC §3 attribute values (lazy descriptors, translated at render). */
export const genderLabels: Record<'male' | 'female', MessageDescriptor> = {
  male: msg`Man`,
  female: msg`Woman`,
};

export const sexualityLabels: Record<'hetero' | 'gay' | 'lesbian' | 'bi', MessageDescriptor> = {
  hetero: msg`Straight`,
  gay: msg`Gay`,
  lesbian: msg`Lesbian`,
  bi: msg`Bisexual`,
};

/** Whom a member looks for (own profile, decision 175). */
export const lookingForLabels: Record<'male' | 'female' | 'both', MessageDescriptor> = {
  female: msg`Women`,
  male: msg`Men`,
  both: msg`Men and women`,
};

export const relationshipLabels: Record<RelationshipStatus, MessageDescriptor> = {
  single: msg`Single`,
  relationship: msg`In a relationship`,
  married: msg`Married`,
  divorced: msg`Divorced`,
  widowed: msg`Widowed`,
  complicated: msg`It's complicated`,
};

export const bodyTypeLabels: Record<BodyType, MessageDescriptor> = {
  slim: msg`Slim`,
  athletic: msg`Athletic`,
  average: msg`Average`,
  muscular: msg`Muscular`,
  curvy: msg`Curvy`,
  plus_size: msg`Plus-size`,
};

export const hairColorLabels: Record<HairColor, MessageDescriptor> = {
  blonde: msg`Blonde`,
  brown: msg`Brown`,
  black: msg`Black`,
  red: msg`Red`,
  grey: msg`Grey`,
  bald: msg`Bald`,
  other: msg`Other`,
};

export const eyeColorLabels: Record<EyeColor, MessageDescriptor> = {
  blue: msg`Blue`,
  green: msg`Green`,
  brown: msg`Brown`,
  grey: msg`Grey`,
  hazel: msg`Hazel`,
};

export const tattooLabels: Record<Tattoos, MessageDescriptor> = {
  none: msg`No tattoos`,
  some: msg`A few tattoos`,
  many: msg`Many tattoos`,
};

/** The country's own word for its regions, translated where we know it. */
export const regionTermLabels: Record<string, MessageDescriptor> = {
  county: msg`County`,
  state: msg`State`,
  region: msg`Region`,
  province: msg`Province`,
  canton: msg`Canton`,
  voivodeship: msg`Voivodeship`,
};
