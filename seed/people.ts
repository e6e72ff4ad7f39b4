import type { Random } from '#engine/runtime/seeded-random.ts';

export type Gender = 'male' | 'female' | 'other';

const MALE = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Rohan',
  'Karthik',
  'Siddharth',
  'Rahul',
  'Vikram',
  'Nikhil',
  'Pranav',
  'Harsh',
  'Kunal',
  'Abhishek',
  'Manish',
  'Sanjay',
  'Rajesh',
  'Amit',
  'Deepak',
  'Naveen',
  'Varun',
  'Ishaan',
  'Kabir',
  'Ayaan',
  'Yash',
  'Omkar',
  'Tejas',
  'Sai',
  'Venkat',
  'Suresh',
  'Gaurav',
  'Ankit',
  'Mohit',
  'Farhan',
  'Imran',
  'Joseph',
  'Harpreet',
];
const FEMALE = [
  'Ananya',
  'Diya',
  'Priya',
  'Sneha',
  'Kavya',
  'Aditi',
  'Pooja',
  'Neha',
  'Shreya',
  'Ishita',
  'Meera',
  'Riya',
  'Tanvi',
  'Divya',
  'Lakshmi',
  'Anjali',
  'Nandini',
  'Sakshi',
  'Simran',
  'Aishwarya',
  'Deepika',
  'Swati',
  'Pallavi',
  'Ritika',
  'Bhavana',
  'Keerthi',
  'Sana',
  'Fatima',
  'Mehak',
  'Gayatri',
  'Radhika',
  'Sunita',
  'Aparna',
  'Nisha',
  'Zoya',
  'Maria',
];
const NEUTRAL = ['Arya', 'Kiran', 'Noor', 'Sam', 'Jyoti', 'Ravi'];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Agarwal',
  'Singh',
  'Kumar',
  'Mehta',
  'Shah',
  'Patel',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Patil',
  'Iyer',
  'Nair',
  'Menon',
  'Reddy',
  'Rao',
  'Naidu',
  'Pillai',
  'Krishnan',
  'Subramanian',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Das',
  'Bose',
  'Malhotra',
  'Kapoor',
  'Khanna',
  'Chopra',
  'Bhatia',
  'Sethi',
  'Gill',
  'Saxena',
  'Srivastava',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Chauhan',
  'Rathore',
  'Jain',
  'Khan',
  'Siddiqui',
  "D'Souza",
  'Fernandes',
  'Hegde',
  'Shetty',
];

export interface Person {
  first: string;
  last: string;
  name: string;
  gender: Gender;
}

export function person(rng: Random, gender?: Gender): Person {
  const g: Gender =
    gender ??
    rng.weighted<Gender>([
      ['male', 50],
      ['female', 47],
      ['other', 3],
    ]);
  const first = rng.pick(g === 'male' ? MALE : g === 'female' ? FEMALE : NEUTRAL);
  const last = rng.pick(SURNAMES);
  return { first, last, name: `${first} ${last}`, gender: g };
}

/** The local part of an e-mail address for a person: `priya.nair`. */
export function emailLocal(p: { first: string; last: string }): string {
  return `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, '');
}

/** Hands out unique Indian mobile numbers: 91, then 10 digits starting with 6-9. */
export class PhoneBook {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Random) {}

  /** `91XXXXXXXXXX`, never handed out before. */
  next(): string {
    for (;;) {
      const phone = `91${this.rng.int(6, 9)}${this.rng.chars(9, '0123456789')}`;
      if (!this.used.has(phone)) {
        this.used.add(phone);
        return phone;
      }
    }
  }

  /** Reserves a number chosen by hand (the demo logins). */
  reserve(phone: string): string {
    if (this.used.has(phone)) throw new Error(`Phone ${phone} is used twice`);
    this.used.add(phone);
    return phone;
  }
}

/** A PAN of an individual: five letters (the fourth is P, the fifth the surname's initial), four digits, a letter. */
export function pan(rng: Random, surname: string): string {
  const initial =
    surname
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase() || 'K';
  return `${rng.chars(3)}P${initial}${rng.chars(4, '0123456789')}${rng.chars(1)}`;
}

/** A twelve-digit Aadhaar number (never starting with 0 or 1). */
export function aadhaar(rng: Random): string {
  return `${rng.int(2, 9)}${rng.chars(11, '0123456789')}`;
}

/** A date of birth for someone aged between `minAge` and `maxAge` on `now`. */
export function birthDate(rng: Random, now: Date, minAge: number, maxAge: number): string {
  const year = now.getUTCFullYear() - rng.int(minAge, maxAge);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
