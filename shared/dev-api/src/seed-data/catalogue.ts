/** What each provider teaches, and where its students live: the raw material of the seed. */
import type { ProviderSlug } from '../providers';
import { AUSTRALIA_ID, NEW_ZEALAND_ID } from '../metadata';

export interface CourseSpec {
  name: string;
  /** Course code on the learning platform (also shown on enrolments). */
  code: string;
  /** Modules, in teaching order: [code, name]. */
  modules: readonly (readonly [string, string])[];
  /** Modules per block (blocks are terms/study periods). */
  blockSize: number;
  /** Length of the course in weeks. */
  weeks: number;
  /** Tuition fee, in the provider's currency. */
  fee: number;
}

export const COURSES: Record<ProviderSlug, readonly CourseSpec[]> = {
  'up-online': [
    {
      name: 'Diploma of Business (BSB50120)',
      code: 'BSB50120',
      blockSize: 3,
      weeks: 52,
      fee: 8950,
      modules: [
        ['BSBCRT511', 'Develop critical thinking in others'],
        ['BSBFIN501', 'Manage budgets and financial plans'],
        ['BSBOPS501', 'Manage business resources'],
        ['BSBSUS511', 'Develop workplace policies and procedures for sustainability'],
        ['BSBXCM501', 'Lead communication in the workplace'],
        ['BSBOPS504', 'Manage business risk'],
      ],
    },
    {
      name: 'Diploma of Leadership and Management (BSB50420)',
      code: 'BSB50420',
      blockSize: 3,
      weeks: 48,
      fee: 7650,
      modules: [
        ['BSBLDR522', 'Manage people performance'],
        ['BSBCMM511', 'Communicate with influence'],
        ['BSBLDR523', 'Lead and manage effective workplace relationships'],
        ['BSBPEF502', 'Develop and use emotional intelligence'],
        ['BSBTWK502', 'Manage team effectiveness'],
        ['BSBOPS502', 'Manage business operational plans'],
      ],
    },
    {
      name: 'Certificate IV in Project Management Practice (BSB40920)',
      code: 'BSB40920',
      blockSize: 5,
      weeks: 30,
      fee: 4200,
      modules: [
        ['BSBPMG420', 'Apply project scope management techniques'],
        ['BSBPMG421', 'Apply project time management techniques'],
        ['BSBPMG422', 'Apply project quality management techniques'],
        ['BSBPMG423', 'Apply project cost management techniques'],
        ['BSBPMG426', 'Apply project risk management techniques'],
      ],
    },
  ],
  iahealth: [
    {
      name: 'Diploma of Nursing (HLT54121)',
      code: 'HLT54121',
      blockSize: 3,
      weeks: 78,
      fee: 24600,
      modules: [
        ['HLTENN035', 'Practise nursing within the Australian health care system'],
        ['HLTENN036', 'Apply communication skills in nursing practice'],
        ['HLTINF006', 'Apply basic principles and practices of infection prevention and control'],
        ['HLTENN037', 'Perform clinical assessment and contribute to planning nursing care'],
        ['HLTENN038', 'Implement, monitor and evaluate nursing care'],
        ['HLTENN039', 'Apply principles of wound management'],
      ],
    },
    {
      name: 'Certificate III in Individual Support (Ageing) (CHC33021)',
      code: 'CHC33021',
      blockSize: 5,
      weeks: 26,
      fee: 3850,
      modules: [
        ['CHCCOM005', 'Communicate and work in health or community services'],
        ['CHCCCS031', 'Provide individualised support'],
        ['CHCCCS038', 'Facilitate the empowerment of people receiving support'],
        ['CHCAGE011', 'Provide support to people living with dementia'],
        ['HLTWHS002', 'Follow safe work practices for direct client care'],
      ],
    },
    {
      name: 'Certificate IV in Ageing Support (CHC43015)',
      code: 'CHC43015',
      blockSize: 4,
      weeks: 40,
      fee: 5400,
      modules: [
        ['CHCAGE005', 'Provide support to people living with dementia'],
        ['CHCPAL001', 'Deliver care services using a palliative approach'],
        ['CHCCCS025', 'Support relationships with carers and families'],
        ['CHCDIV001', 'Work with diverse people'],
      ],
    },
  ],
  ichm: [
    {
      name: 'Bachelor of Business (International Hotel Management)',
      code: 'BBIHM',
      blockSize: 4,
      weeks: 104,
      fee: 62400,
      modules: [
        ['HOSP101', 'Introduction to the Hospitality Industry'],
        ['HOSP102', 'Food and Beverage Operations'],
        ['MGT103', 'Principles of Management'],
        ['ACC104', 'Accounting for Hospitality'],
        ['HOSP201', 'Rooms Division Management'],
        ['MKT202', 'Services Marketing'],
        ['HOSP301', 'Revenue Management'],
        ['HOSP302', 'Strategic Hospitality Management'],
      ],
    },
    {
      name: 'Diploma of Hospitality Management (SIT50422)',
      code: 'SIT50422',
      blockSize: 3,
      weeks: 52,
      fee: 18900,
      modules: [
        ['SITXFIN009', 'Manage finances within a budget'],
        ['SITXHRM009', 'Lead and manage people'],
        ['SITXMGT004', 'Monitor work operations'],
        ['SITXCCS015', 'Enhance customer service experiences'],
        ['SITXWHS007', 'Implement and monitor work health and safety practices'],
      ],
    },
    {
      name: 'Master of International Hospitality Management',
      code: 'MIHM',
      blockSize: 2,
      weeks: 52,
      fee: 38500,
      modules: [
        ['MIHM501', 'Contemporary Issues in Hospitality'],
        ['MIHM502', 'Hospitality Finance and Investment'],
        ['MIHM503', 'Leadership in Service Organisations'],
        ['MIHM504', 'Research Methods for Hospitality'],
      ],
    },
  ],
  'nz-institute-of-sport': [
    {
      name: 'New Zealand Diploma in Sport, Recreation and Exercise (Level 5)',
      code: 'NZIS-DSRE5',
      blockSize: 3,
      weeks: 40,
      fee: 8450,
      modules: [
        ['SPRT501', 'Applied Anatomy and Physiology'],
        ['SPRT502', 'Exercise Prescription'],
        ['SPRT503', 'Sport Psychology'],
        ['SPRT504', 'Coaching Practice'],
        ['SPRT505', 'Nutrition for Performance'],
        ['SPRT506', 'Industry Placement'],
      ],
    },
    {
      name: 'New Zealand Certificate in Exercise (Level 4)',
      code: 'NZIS-CEX4',
      blockSize: 4,
      weeks: 34,
      fee: 7200,
      modules: [
        ['EXER401', 'Fundamentals of Exercise Science'],
        ['EXER402', 'Group Fitness Instruction'],
        ['EXER403', 'Client Assessment and Programming'],
        ['EXER404', 'Health and Safety in Exercise Environments'],
      ],
    },
    {
      name: 'New Zealand Certificate in Sport Coaching (Level 4)',
      code: 'NZIS-CSC4',
      blockSize: 4,
      weeks: 34,
      fee: 7200,
      modules: [
        ['COAC401', 'Coaching Principles'],
        ['COAC402', 'Skill Acquisition'],
        ['COAC403', 'Athlete Development'],
        ['COAC404', 'Session Planning and Delivery'],
      ],
    },
  ],
  nzma: [
    {
      name: 'New Zealand Certificate in Cookery (Level 4)',
      code: 'NZMA-CK4',
      blockSize: 3,
      weeks: 34,
      fee: 7950,
      modules: [
        ['CK401', 'Kitchen Safety and Food Hygiene'],
        ['CK402', 'Culinary Foundations'],
        ['CK403', 'Stocks, Sauces and Soups'],
        ['CK404', 'Meat, Poultry and Seafood'],
        ['CK405', 'Patisserie and Baking'],
        ['CK406', 'Commercial Kitchen Operations'],
      ],
    },
    {
      name: 'New Zealand Diploma in Cookery (Advanced) (Level 5)',
      code: 'NZMA-CKA5',
      blockSize: 2,
      weeks: 34,
      fee: 8600,
      modules: [
        ['CK501', 'Advanced Culinary Techniques'],
        ['CK502', 'Menu Design and Costing'],
        ['CK503', 'Kitchen Leadership'],
        ['CK504', 'Contemporary Cuisine'],
      ],
    },
    {
      name: 'New Zealand Certificate in Business (Administration and Technology) (Level 3)',
      code: 'NZMA-BUS3',
      blockSize: 4,
      weeks: 20,
      fee: 4350,
      modules: [
        ['BUS301', 'Business Communication'],
        ['BUS302', 'Digital Productivity Tools'],
        ['BUS303', 'Customer Service'],
        ['BUS304', 'Workplace Administration'],
      ],
    },
  ],
  soe: [
    {
      name: 'Diploma of Early Childhood Education and Care (CHC50121)',
      code: 'CHC50121',
      blockSize: 3,
      weeks: 72,
      fee: 13900,
      modules: [
        ['CHCECE041', 'Maintain a safe and healthy environment for children'],
        ['CHCECE042', 'Foster holistic early childhood learning, development and wellbeing'],
        ['CHCECE043', 'Nurture creativity in children'],
        ['CHCECE044', 'Facilitate compliance in an education and care service'],
        ['CHCECE045', 'Foster positive and respectful interactions and behaviour in children'],
        ['CHCECE046', 'Implement strategies for the inclusion of all children'],
        ['CHCECE047', "Analyse information to inform children's learning"],
        ['CHCECE048', "Plan and implement children's education and care"],
        ['CHCECE049', 'Embed environmental responsibility in service operations'],
      ],
    },
    {
      name: 'Certificate III in Early Childhood Education and Care (CHC30121)',
      code: 'CHC30121',
      blockSize: 3,
      weeks: 52,
      fee: 6200,
      modules: [
        ['CHCECE030', 'Support inclusion and diversity'],
        ['CHCECE031', "Support children's health, safety and wellbeing"],
        ['CHCECE032', 'Nurture babies and toddlers'],
        ['CHCECE033', 'Develop positive and respectful relationships with children'],
        ['CHCECE034', 'Use an approved learning framework to guide practice'],
        ['CHCECE035', 'Support the holistic learning and development of children'],
      ],
    },
    {
      name: 'Certificate IV in School Based Education Support (CHC40221)',
      code: 'CHC40221',
      blockSize: 2,
      weeks: 36,
      fee: 5600,
      modules: [
        ['CHCEDS059', 'Contribute to the health, safety and wellbeing of students'],
        ['CHCEDS060', 'Work under direction to facilitate the learning of students'],
        ['CHCEDS061', 'Support the development of literacy and oral language skills'],
        ['CHCEDS062', 'Support the development of numeracy skills'],
      ],
    },
  ],
  yoobee: [
    {
      name: 'Diploma in Software Engineering (Level 6)',
      code: 'YB-DSE6',
      blockSize: 3,
      weeks: 40,
      fee: 9850,
      modules: [
        ['SE601', 'Programming Fundamentals'],
        ['SE602', 'Object-Oriented Programming'],
        ['SE603', 'Web Application Development'],
        ['SE604', 'Databases and SQL'],
        ['SE605', 'Software Testing and DevOps'],
        ['SE606', 'Capstone Project'],
      ],
    },
    {
      name: 'New Zealand Diploma in Digital Media and Design (Level 5)',
      code: 'YB-DMD5',
      blockSize: 2,
      weeks: 34,
      fee: 8950,
      modules: [
        ['DMD501', 'Design Principles'],
        ['DMD502', 'Motion Graphics'],
        ['DMD503', '3D Modelling Fundamentals'],
        ['DMD504', 'Digital Portfolio'],
      ],
    },
    {
      name: 'New Zealand Certificate in Information Technology Essentials (Level 4)',
      code: 'YB-ITE4',
      blockSize: 4,
      weeks: 17,
      fee: 3950,
      modules: [
        ['ITE401', 'IT Fundamentals'],
        ['ITE402', 'Networking Basics'],
        ['ITE403', 'Introduction to Programming'],
        ['ITE404', 'Cyber Security Awareness'],
      ],
    },
  ],
  nzst: [
    {
      name: 'New Zealand Certificate in Tourism (Level 4)',
      code: 'NZST-TOU4',
      blockSize: 3,
      weeks: 34,
      fee: 7450,
      modules: [
        ['TOU401', 'The Tourism Industry in Aotearoa'],
        ['TOU402', 'Destination New Zealand'],
        ['TOU403', 'Customer Service Excellence'],
        ['TOU404', 'Tourism Sales and Reservations'],
        ['TOU405', 'Manaakitanga in Tourism'],
      ],
    },
    {
      name: 'New Zealand Certificate in Aviation (Cabin Crew) (Level 4)',
      code: 'NZST-AVC4',
      blockSize: 2,
      weeks: 20,
      fee: 6900,
      modules: [
        ['AVC401', 'Aviation Safety and Emergency Procedures'],
        ['AVC402', 'In-flight Service'],
        ['AVC403', 'Airline Customer Care'],
        ['AVC404', 'Aviation First Aid'],
      ],
    },
    {
      name: 'New Zealand Certificate in Travel (Level 4)',
      code: 'NZST-TRV4',
      blockSize: 4,
      weeks: 34,
      fee: 7450,
      modules: [
        ['TRV401', 'Travel Consultancy'],
        ['TRV402', 'International Destinations'],
        ['TRV403', 'Airfares and Ticketing'],
        ['TRV404', 'Travel Technology Systems'],
      ],
    },
  ],
  colab: [
    {
      name: 'New Zealand Diploma in Web Development and Design (Level 5)',
      code: 'CLB-WDD5',
      blockSize: 2,
      weeks: 34,
      fee: 8750,
      modules: [
        ['WDD501', 'Front-end Development'],
        ['WDD502', 'UX and Interface Design'],
        ['WDD503', 'Back-end Development'],
        ['WDD504', 'Web Project'],
      ],
    },
    {
      name: 'New Zealand Certificate in Applied Technology (Level 4)',
      code: 'CLB-AT4',
      blockSize: 4,
      weeks: 17,
      fee: 4100,
      modules: [
        ['AT401', 'Digital Literacy'],
        ['AT402', 'Applied Problem Solving'],
        ['AT403', 'Technology in Practice'],
        ['AT404', 'Workplace Project'],
      ],
    },
    {
      name: 'New Zealand Diploma in Game Development and Design (Level 5)',
      code: 'CLB-GDD5',
      blockSize: 2,
      weeks: 34,
      fee: 8750,
      modules: [
        ['GDD501', 'Game Design Principles'],
        ['GDD502', 'Game Engines and Scripting'],
        ['GDD503', 'Level Design'],
        ['GDD504', 'Game Production'],
      ],
    },
  ],
};

/** Kinds of assessment tasks, by how the provider assesses. */
export const ASSESSMENT_KINDS = {
  hd: ['Essay', 'Case Study Report', 'Group Presentation', 'Final Examination', 'Reflective Journal'],
  competency: [
    'Knowledge Questions',
    'Case Study',
    'Practical Observation',
    'Workplace Project',
    'Role Play',
  ],
  letter: ['Practical Assessment', 'Project', 'Portfolio', 'Written Assessment', 'Presentation'],
} as const;

export interface AddressSpec {
  building?: string;
  flat?: string;
  lot?: string;
  street: string;
  suburb: string;
  city: string;
  postcode: string;
  stateId: number;
  /** Landline area code. */
  area: string;
}

export const ADDRESSES: Record<'NZ' | 'AU', readonly AddressSpec[]> = {
  NZ: [
    {
      street: '27 Jervois Road',
      suburb: 'Herne Bay',
      city: 'Auckland',
      postcode: '1011',
      stateId: 22,
      area: '09',
    },
    {
      flat: 'Flat 2',
      street: '112 Great South Road',
      suburb: 'Papakura',
      city: 'Auckland',
      postcode: '2110',
      stateId: 22,
      area: '09',
    },
    {
      street: '8 Tui Street',
      suburb: 'Frankton',
      city: 'Hamilton',
      postcode: '3204',
      stateId: 23,
      area: '07',
    },
    {
      building: 'Cuba Central Apartments',
      flat: 'Unit 4B',
      street: '45 Cuba Street',
      suburb: 'Te Aro',
      city: 'Wellington',
      postcode: '6011',
      stateId: 29,
      area: '04',
    },
    {
      street: '19 Riccarton Road',
      suburb: 'Riccarton',
      city: 'Christchurch',
      postcode: '8011',
      stateId: 34,
      area: '03',
    },
    {
      street: '73 Cameron Road',
      suburb: 'Tauranga Central',
      city: 'Tauranga',
      postcode: '3110',
      stateId: 24,
      area: '07',
    },
    {
      flat: 'Flat 1',
      street: '5 Castle Street',
      suburb: 'North Dunedin',
      city: 'Dunedin',
      postcode: '9016',
      stateId: 35,
      area: '03',
    },
    {
      street: '36 Devon Street West',
      suburb: 'New Plymouth Central',
      city: 'New Plymouth',
      postcode: '4310',
      stateId: 27,
      area: '06',
    },
    {
      lot: 'RD 2',
      street: '412 Kamo Road',
      suburb: 'Kensington',
      city: 'Whangarei',
      postcode: '0112',
      stateId: 21,
      area: '09',
    },
    {
      street: '60 Broadway Avenue',
      suburb: 'Palmerston North Central',
      city: 'Palmerston North',
      postcode: '4410',
      stateId: 28,
      area: '06',
    },
    {
      street: '18 Hardy Street',
      suburb: 'Nelson Central',
      city: 'Nelson',
      postcode: '7010',
      stateId: 31,
      area: '03',
    },
    {
      street: '221 Heretaunga Street East',
      suburb: 'Hastings Central',
      city: 'Hastings',
      postcode: '4122',
      stateId: 26,
      area: '06',
    },
  ],
  AU: [
    {
      street: '42 Lygon Street',
      suburb: 'Carlton',
      city: 'Melbourne',
      postcode: '3053',
      stateId: 7,
      area: '03',
    },
    {
      flat: 'Unit 6',
      street: '17 Smith Street',
      suburb: 'Fitzroy',
      city: 'Melbourne',
      postcode: '3065',
      stateId: 7,
      area: '03',
    },
    { street: '88 King Street', suburb: 'Newtown', city: 'Sydney', postcode: '2042', stateId: 2, area: '02' },
    {
      building: 'The Crown Residences',
      flat: 'Apartment 3',
      street: '150 Crown Street',
      suburb: 'Surry Hills',
      city: 'Sydney',
      postcode: '2010',
      stateId: 2,
      area: '02',
    },
    {
      street: '25 The Parade',
      suburb: 'Norwood',
      city: 'Adelaide',
      postcode: '5067',
      stateId: 5,
      area: '08',
    },
    {
      street: '61 Brunswick Street',
      suburb: 'Fortitude Valley',
      city: 'Brisbane',
      postcode: '4006',
      stateId: 4,
      area: '07',
    },
    {
      street: '14 Oxford Street',
      suburb: 'Leederville',
      city: 'Perth',
      postcode: '6007',
      stateId: 8,
      area: '08',
    },
    {
      street: '7 Lonsdale Street',
      suburb: 'Braddon',
      city: 'Canberra',
      postcode: '2612',
      stateId: 1,
      area: '02',
    },
    {
      street: '33 Elizabeth Street',
      suburb: 'Hobart',
      city: 'Hobart',
      postcode: '7000',
      stateId: 6,
      area: '03',
    },
    {
      street: '102 Mitchell Street',
      suburb: 'Darwin City',
      city: 'Darwin',
      postcode: '0800',
      stateId: 3,
      area: '08',
    },
    {
      street: '9 Glenferrie Road',
      suburb: 'Hawthorn',
      city: 'Melbourne',
      postcode: '3122',
      stateId: 7,
      area: '03',
    },
    {
      street: '240 Oxford Street',
      suburb: 'Bondi Junction',
      city: 'Sydney',
      postcode: '2022',
      stateId: 2,
      area: '02',
    },
  ],
};

export const COUNTRY_IDS = { NZ: NEW_ZEALAND_ID, AU: AUSTRALIA_ID } as const;

export const PERSONAL_SUMMARIES = [
  'Keen to finish my qualification while working part time.',
  'Career changer who loves learning new things.',
  'Parent of two, studying online in the evenings.',
  'Hoping to work overseas once I graduate.',
  'Passionate about helping people in my community.',
  'First in my whanau to study at tertiary level.',
  'Weekend sports coach and aspiring manager.',
  '',
];

export const PREFERRED_NAMES: Record<string, string> = {
  Tamati: 'Tama',
  Charlotte: 'Charlie',
  Oliver: 'Ollie',
  Losa: '',
  Priya: '',
  Hemi: '',
};
