/** The catalogue's placeholder filler, generated beside the catalogue (generated/messages.ts) so the domain layer shares it. */
export { fillMessage } from '#generated/messages.ts';
