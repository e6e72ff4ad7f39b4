import type { City } from '#generated/enums.ts';

/** A real locality: name, its PIN code and its centre (latitude, longitude). */
export interface Locality {
  name: string;
  pin: string;
  lat: number;
  lng: number;
}

export interface CityInfo {
  city: City;
  state: string;
  /** How rents compare with the national average (1 = average). */
  rentFactor: number;
  /** Share of the listings (weights, summed over cities). */
  weight: number;
  localities: Locality[];
}

function L(name: string, pin: string, lat: number, lng: number): Locality {
  return { name, pin, lat, lng };
}

export const CITIES: CityInfo[] = [
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    rentFactor: 0.95,
    weight: 12,
    localities: [
      L('Sector 62', '201309', 28.627, 77.3727),
      L('Sector 18', '201301', 28.57, 77.321),
      L('Sector 15', '201301', 28.585, 77.311),
      L('Sector 50', '201301', 28.571, 77.365),
      L('Sector 63', '201301', 28.62, 77.385),
      L('Sector 137', '201305', 28.51, 77.404),
      L('Sector 128', '201304', 28.523, 77.355),
      L('Sector 44', '201303', 28.556, 77.339),
      L('Sector 27', '201301', 28.572, 77.333),
      L('Sector 125', '201313', 28.544, 77.333),
      L('Sector 76', '201301', 28.566, 77.385),
    ],
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    rentFactor: 1.15,
    weight: 12,
    localities: [
      L('DLF Phase 3', '122002', 28.493, 77.093),
      L('DLF Phase 1', '122002', 28.472, 77.096),
      L('Sohna Road', '122018', 28.413, 77.043),
      L('Golf Course Road', '122002', 28.453, 77.099),
      L('Sector 56', '122011', 28.424, 77.1),
      L('Sushant Lok 1', '122009', 28.464, 77.078),
      L('Cyber City', '122002', 28.495, 77.089),
      L('Udyog Vihar', '122016', 28.502, 77.083),
      L('South City 1', '122001', 28.458, 77.059),
      L('Sector 45', '122003', 28.443, 77.061),
      L('Palam Vihar', '122017', 28.509, 77.036),
    ],
  },
  {
    city: 'Delhi',
    state: 'Delhi',
    rentFactor: 1.1,
    weight: 14,
    localities: [
      L('Lajpat Nagar', '110024', 28.5677, 77.2433),
      L('Hauz Khas', '110016', 28.5494, 77.2001),
      L('Saket', '110017', 28.5245, 77.2066),
      L('Malviya Nagar', '110017', 28.5355, 77.209),
      L('Kalkaji', '110019', 28.548, 77.258),
      L('Karol Bagh', '110005', 28.6519, 77.1909),
      L('Rajinder Nagar', '110060', 28.64, 77.185),
      L('Mukherjee Nagar', '110009', 28.707, 77.21),
      L('Kamla Nagar', '110007', 28.681, 77.204),
      L('Laxmi Nagar', '110092', 28.63, 77.277),
      L('Dwarka Sector 10', '110075', 28.581, 77.057),
      L('Rohini Sector 9', '110085', 28.716, 77.112),
      L('Green Park', '110016', 28.559, 77.207),
      L('Munirka', '110067', 28.557, 77.174),
      L('Satya Niketan', '110021', 28.588, 77.168),
    ],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    rentFactor: 1.35,
    weight: 12,
    localities: [
      L('Andheri West', '400058', 19.1364, 72.8296),
      L('Andheri East', '400069', 19.1155, 72.872),
      L('Powai', '400076', 19.1176, 72.906),
      L('Bandra West', '400050', 19.0596, 72.8295),
      L('Goregaon East', '400063', 19.165, 72.86),
      L('Malad West', '400064', 19.187, 72.84),
      L('Vile Parle East', '400057', 19.1, 72.85),
      L('Lower Parel', '400013', 18.995, 72.83),
      L('Chembur', '400071', 19.062, 72.9),
      L('Kandivali East', '400101', 19.205, 72.87),
      L('Dadar West', '400028', 19.019, 72.842),
      L('Santacruz East', '400055', 19.08, 72.855),
      L('Ghatkopar East', '400077', 19.08, 72.91),
    ],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    rentFactor: 1.15,
    weight: 16,
    localities: [
      L('Indiranagar', '560038', 12.9784, 77.6408),
      L('Koramangala', '560034', 12.9352, 77.6245),
      L('HSR Layout', '560102', 12.9116, 77.6474),
      L('Whitefield', '560066', 12.9698, 77.75),
      L('Marathahalli', '560037', 12.9569, 77.7011),
      L('BTM Layout', '560076', 12.9166, 77.6101),
      L('Electronic City', '560100', 12.8452, 77.6602),
      L('Bellandur', '560103', 12.926, 77.6762),
      L('Jayanagar', '560041', 12.925, 77.5938),
      L('JP Nagar', '560078', 12.9063, 77.5857),
      L('Hebbal', '560024', 13.0358, 77.597),
      L('Malleshwaram', '560003', 13.0035, 77.5709),
      L('SG Palya', '560029', 12.934, 77.605),
      L('Kalyan Nagar', '560043', 13.028, 77.64),
    ],
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    rentFactor: 1.0,
    weight: 11,
    localities: [
      L('Hinjewadi', '411057', 18.5912, 73.7389),
      L('Kothrud', '411038', 18.5074, 73.8077),
      L('Viman Nagar', '411014', 18.5679, 73.9143),
      L('Kharadi', '411014', 18.5515, 73.9348),
      L('Baner', '411045', 18.559, 73.7868),
      L('Wakad', '411057', 18.599, 73.762),
      L('Aundh', '411007', 18.558, 73.808),
      L('Koregaon Park', '411001', 18.5362, 73.894),
      L('Hadapsar', '411028', 18.5089, 73.926),
      L('Magarpatta', '411013', 18.515, 73.927),
      L('Shivajinagar', '411005', 18.5308, 73.847),
      L('Pimple Saudagar', '411027', 18.599, 73.8),
    ],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    rentFactor: 0.95,
    weight: 11,
    localities: [
      L('Gachibowli', '500032', 17.4401, 78.3489),
      L('Madhapur', '500081', 17.4483, 78.3915),
      L('HITEC City', '500081', 17.4435, 78.3772),
      L('Kondapur', '500084', 17.47, 78.357),
      L('Kukatpally', '500072', 17.4849, 78.4138),
      L('Banjara Hills', '500034', 17.4156, 78.4347),
      L('Jubilee Hills', '500033', 17.4326, 78.4071),
      L('Ameerpet', '500016', 17.4375, 78.4482),
      L('Manikonda', '500089', 17.405, 78.387),
      L('Miyapur', '500049', 17.496, 78.358),
      L('Begumpet', '500016', 17.444, 78.463),
      L('Financial District', '500032', 17.415, 78.343),
      L('Shameerpet', '500078', 17.545, 78.572),
    ],
  },
  {
    city: 'Ghaziabad',
    state: 'Uttar Pradesh',
    rentFactor: 0.8,
    weight: 6,
    localities: [
      L('Indirapuram', '201014', 28.6415, 77.371),
      L('Raj Nagar Extension', '201017', 28.7, 77.43),
      L('Vaishali', '201010', 28.645, 77.34),
      L('Vasundhara', '201012', 28.66, 77.365),
      L('Kaushambi', '201010', 28.639, 77.324),
      L('Crossings Republik', '201016', 28.63, 77.44),
      L('Rajendra Nagar', '201005', 28.68, 77.345),
      L('Kavi Nagar', '201002', 28.67, 77.45),
      L('Raj Nagar', '201002', 28.685, 77.445),
      L('Govindpuram', '201013', 28.697, 77.495),
      L('Mohan Nagar', '201007', 28.678, 77.385),
    ],
  },
  {
    city: 'Kota',
    state: 'Rajasthan',
    rentFactor: 0.65,
    weight: 6,
    localities: [
      L('Talwandi', '324005', 25.142, 75.843),
      L('Landmark City', '324008', 25.199, 75.827),
      L('Kunhadi', '324008', 25.195, 75.835),
      L('Rajeev Gandhi Nagar', '324005', 25.138, 75.845),
      L('Indra Vihar', '324005', 25.148, 75.837),
      L('Mahaveer Nagar', '324005', 25.135, 75.833),
      L('Jawahar Nagar', '324005', 25.154, 75.839),
      L('Vigyan Nagar', '324005', 25.15, 75.852),
      L('Dadabari', '324009', 25.159, 75.829),
      L('Coral Park', '324008', 25.2, 75.842),
    ],
  },
];

/** College partners: the slug of their landing page (/college-dekho/:college) and the localities near them. */
export const COLLEGES: { slug: string; city: City; near: string[] }[] = [
  { slug: 'amity-university-noida', city: 'Noida', near: ['Sector 125', 'Sector 128', 'Sector 137', 'Sector 76'] },
  { slug: 'jaypee-institute-noida', city: 'Noida', near: ['Sector 62', 'Sector 63'] },
  { slug: 'iit-delhi', city: 'Delhi', near: ['Hauz Khas', 'Munirka', 'Green Park', 'Malviya Nagar'] },
  { slug: 'du-north-campus', city: 'Delhi', near: ['Kamla Nagar', 'Mukherjee Nagar'] },
  { slug: 'dtu-delhi', city: 'Delhi', near: ['Rohini Sector 9'] },
  { slug: 'mdi-gurgaon', city: 'Gurugram', near: ['Sushant Lok 1', 'South City 1', 'Sector 45'] },
  { slug: 'iit-bombay', city: 'Mumbai', near: ['Powai', 'Ghatkopar East'] },
  { slug: 'nmims-mumbai', city: 'Mumbai', near: ['Vile Parle East', 'Santacruz East', 'Andheri East'] },
  { slug: 'christ-university', city: 'Bengaluru', near: ['SG Palya', 'Koramangala', 'BTM Layout'] },
  { slug: 'symbiosis-pune', city: 'Pune', near: ['Viman Nagar', 'Kharadi'] },
  { slug: 'coep-pune', city: 'Pune', near: ['Shivajinagar', 'Aundh'] },
  { slug: 'iiit-hyderabad', city: 'Hyderabad', near: ['Gachibowli', 'Financial District', 'Kondapur'] },
  { slug: 'bits-pilani-hyderabad', city: 'Hyderabad', near: ['Shameerpet'] },
  { slug: 'abes-engineering-college', city: 'Ghaziabad', near: ['Crossings Republik', 'Vasundhara'] },
  { slug: 'allen-kota', city: 'Kota', near: ['Indra Vihar', 'Jawahar Nagar', 'Talwandi', 'Landmark City', 'Kunhadi'] },
  { slug: 'resonance-kota', city: 'Kota', near: ['Rajeev Gandhi Nagar', 'Mahaveer Nagar', 'Landmark City'] },
];

export function cityInfo(city: City): CityInfo {
  const info = CITIES.find((c) => c.city === city);
  if (!info) throw new Error(`Unknown city ${city}`);
  return info;
}

export function localityOf(city: City, name: string): Locality {
  const found = cityInfo(city).localities.find((l) => l.name === name);
  if (!found) throw new Error(`Unknown locality ${name} in ${city}`);
  return found;
}
