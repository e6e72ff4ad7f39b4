/** A question and answer of the /faqs page. */
export interface FaqItem {
  id?: string;
  title: string;
  description: string;
  audience: string;
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase('en-IN')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The items whose question or answer contains every word of the query (any order, case-insensitive). */
export function filterFaqs<T extends FaqItem>(items: T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return items;
  return items.filter((item) => {
    const text = fold(`${item.title} ${item.description}`);
    return words.every((w) => text.includes(w));
  });
}
