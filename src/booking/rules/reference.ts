/** The characters of a reference: digits and capitals without the ones read as others (0 O, 1 I L). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 5;
/** A reference as a visitor may type or read it: upper case, no spaces, O and I read as 0 and 1 are not in the alphabet. */
export const REFERENCE_PATTERN = new RegExp(`^[A-Z]{1,4}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
