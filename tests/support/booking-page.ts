/**
 * The booking form in a browser, as the end-to-end specs reach it: the form, an address no other
 * run uses, and the required fields filled as a visitor types them.
 */
import type { Page } from '@playwright/test';

export const bookingForm = (page: Page) => page.locator('form[name="booking-form"]');

/** An e-mail address no other test or run uses, so that its leads can be found in a shared database. */
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A visitor at an address inside the service area. */
export type Visitor = { name: string; phone: string; street: string; city: string; zip: string };
export const VISITOR: Visitor = {
  name: 'Maria Lopez',
  phone: '(813) 555-0177',
  street: '4410 W Bay to Bay Blvd',
  city: 'Tampa',
  zip: '33629',
};

/** Types the required fields by their labels, as a visitor does; `who` replaces any of them. */
export async function fillRequired(page: Page, email: string, who: Partial<Visitor> = {}): Promise<void> {
  const visitor = { ...VISITOR, ...who };
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Phone Number').fill(visitor.phone);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Street Address').fill(visitor.street);
  await page.getByLabel('City').fill(visitor.city);
  await page.getByLabel('ZIP Code').fill(visitor.zip);
}
