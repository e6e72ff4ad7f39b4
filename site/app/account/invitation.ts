/**
 * The user type the invitation registration sends. The API takes the account type and role from the
 * invitation when it matches (id, e-mail, still open); sending a type nobody may sign up for by themselves
 * makes the API refuse a registration whose invitation does not match, instead of creating an ordinary
 * tenant account from an invitation link.
 */
export const INVITED_USER_TYPE = 'internal';
