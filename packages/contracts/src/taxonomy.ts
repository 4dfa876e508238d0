/**
 * Two-level code trees that the spec uses but does not list: specializations, welfare benefits and
 * preferences. The spec shows only their shape (the 'Code item' entity: codegroup_id, id, name,
 * depth 1 or 2, parent_id) and that each picker is "a parent item, then children" with up to 5
 * picks. The items and ids below are OUR design for a Philippine job market, not read off the spec.
 *
 * Ids are stable wire values: append new items with new ids, never renumber or reuse an id.
 * Parents are 'XX01'.. (depth 1, parent_id null), children 'XX0101'.. (depth 2, parent_id = parent).
 */

/** The spec's 'Code item'. depth 1 items have parent_id null. */
export type CodeItem<G extends string = string> = {
  readonly codegroup_id: G;
  readonly id: string;
  readonly name: string;
  readonly depth: 1 | 2;
  readonly parent_id: string | null;
};

export type CodeTree<G extends string = string> = readonly CodeItem<G>[];

type Branch = readonly [id: string, name: string, children: readonly (readonly [id: string, name: string])[]];

function tree<G extends string>(codegroup_id: G, branches: readonly Branch[]): CodeTree<G> {
  const items: CodeItem<G>[] = [];
  for (const [id, name, children] of branches) {
    items.push({ codegroup_id, id, name, depth: 1, parent_id: null });
    for (const [childId, childName] of children) {
      if (!childId.startsWith(id) || childId.length !== id.length + 2) throw new Error(`code ${childId} is not a child id of ${id}`);
      items.push({ codegroup_id, id: childId, name: childName, depth: 2, parent_id: id });
    }
  }
  if (new Set(items.map((i) => i.id)).size !== items.length) throw new Error(`duplicate id in ${codegroup_id}`);
  return Object.freeze(items.map((i) => Object.freeze(i)));
}

export const SPECIALIZATION_TREE = tree('specialization', [
  ['SP01', 'Customer Service / BPO', [
    ['SP0101', 'Customer Service Representative'], ['SP0102', 'Technical Support Representative'], ['SP0103', 'Chat / Email Support'],
    ['SP0104', 'Collections Agent'], ['SP0105', 'Team Leader / Supervisor'], ['SP0106', 'Quality Assurance Analyst'], ['SP0107', 'Virtual Assistant'],
  ]],
  ['SP02', 'IT / Software', [
    ['SP0201', 'Web Developer'], ['SP0202', 'Mobile App Developer'], ['SP0203', 'Software Engineer'], ['SP0204', 'Software Tester / QA'],
    ['SP0205', 'IT Support / Helpdesk'], ['SP0206', 'Network / System Administrator'], ['SP0207', 'Data Analyst'],
  ]],
  ['SP03', 'Sales / Marketing', [
    ['SP0301', 'Sales Associate'], ['SP0302', 'Field Sales Agent'], ['SP0303', 'Telemarketer'], ['SP0304', 'Digital Marketing Specialist'],
    ['SP0305', 'Social Media Manager'], ['SP0306', 'Account Executive'], ['SP0307', 'Promodiser / Merchandiser'],
  ]],
  ['SP04', 'Accounting / Finance', [
    ['SP0401', 'Bookkeeper'], ['SP0402', 'Accounting Staff'], ['SP0403', 'Accountant (CPA)'], ['SP0404', 'Payroll Specialist'],
    ['SP0405', 'Bank Teller'], ['SP0406', 'Internal Auditor'], ['SP0407', 'Loan / Credit Officer'],
  ]],
  ['SP05', 'Admin / Office', [
    ['SP0501', 'Administrative Assistant'], ['SP0502', 'Receptionist / Front Desk'], ['SP0503', 'Data Encoder'], ['SP0504', 'Secretary'],
    ['SP0505', 'HR Assistant'], ['SP0506', 'Office Clerk'], ['SP0507', 'Purchasing Staff'],
  ]],
  ['SP06', 'Hospitality / Food', [
    ['SP0601', 'Barista'], ['SP0602', 'Cook / Line Cook'], ['SP0603', 'Kitchen Helper / Dishwasher'], ['SP0604', 'Waiter / Waitress'],
    ['SP0605', 'Service Crew'], ['SP0606', 'Hotel Front Office'], ['SP0607', 'Room Attendant'], ['SP0608', 'Baker / Pastry Chef'],
  ]],
  ['SP07', 'Healthcare', [
    ['SP0701', 'Nurse'], ['SP0702', 'Caregiver'], ['SP0703', 'Medical Technologist'], ['SP0704', 'Pharmacy Assistant'],
    ['SP0705', 'Radiologic Technologist'], ['SP0706', 'Dental Assistant'], ['SP0707', 'Medical Coder / Biller'],
  ]],
  ['SP08', 'Education', [
    ['SP0801', 'Teacher'], ['SP0802', 'Tutor'], ['SP0803', 'ESL Teacher'], ['SP0804', 'Korean Language Teacher'],
    ['SP0805', 'Preschool / Daycare Teacher'], ['SP0806', 'School Administrative Staff'],
  ]],
  ['SP09', 'Engineering / Construction', [
    ['SP0901', 'Civil Engineer'], ['SP0902', 'Electrical Engineer'], ['SP0903', 'Mechanical Engineer'], ['SP0904', 'Foreman'],
    ['SP0905', 'Construction Worker'], ['SP0906', 'Electrician'], ['SP0907', 'Welder'], ['SP0908', 'Carpenter / Mason'],
  ]],
  ['SP10', 'Manufacturing / Production', [
    ['SP1001', 'Production Operator'], ['SP1002', 'Machine Operator'], ['SP1003', 'Quality Control Inspector'], ['SP1004', 'Factory Worker'],
    ['SP1005', 'Packer'], ['SP1006', 'Maintenance Technician'],
  ]],
  ['SP11', 'Logistics / Delivery', [
    ['SP1101', 'Delivery Rider'], ['SP1102', 'Company Driver'], ['SP1103', 'Truck Driver'], ['SP1104', 'Warehouse Staff'],
    ['SP1105', 'Forklift Operator'], ['SP1106', 'Inventory Clerk'], ['SP1107', 'Dispatcher'],
  ]],
  ['SP12', 'Beauty / Wellness', [
    ['SP1201', 'Hairstylist'], ['SP1202', 'Nail Technician'], ['SP1203', 'Massage Therapist'], ['SP1204', 'Make-up Artist'],
    ['SP1205', 'Barber'], ['SP1206', 'Spa Attendant'], ['SP1207', 'Fitness Trainer'],
  ]],
  ['SP13', 'Retail', [
    ['SP1301', 'Store Staff / Sales Clerk'], ['SP1302', 'Cashier'], ['SP1303', 'Store Supervisor'], ['SP1304', 'Stockman / Bagger'],
    ['SP1305', 'Visual Merchandiser'],
  ]],
  ['SP14', 'Domestic / Cleaning', [
    ['SP1401', 'Housekeeper / Kasambahay'], ['SP1402', 'Janitor / Utility Staff'], ['SP1403', 'Nanny / Yaya'], ['SP1404', 'Laundry Staff'],
    ['SP1405', 'Gardener'], ['SP1406', 'Pest Control Technician'],
  ]],
  ['SP15', 'Design / Arts / Media', [
    ['SP1501', 'Graphic Designer'], ['SP1502', 'UI/UX Designer'], ['SP1503', 'Video Editor'], ['SP1504', 'Photographer'],
    ['SP1505', 'Content Writer'], ['SP1506', 'Multimedia Artist / Animator'], ['SP1507', 'Interior Designer'],
  ]],
  ['SP16', 'Security / Safety', [
    ['SP1601', 'Security Guard'], ['SP1602', 'CCTV Operator'], ['SP1603', 'Safety Officer'], ['SP1604', 'Security Supervisor'],
  ]],
]);

export const WELFARE_TREE = tree('welfare', [
  ['WF01', 'Insurance', [
    ['WF0101', 'SSS, PhilHealth, Pag-IBIG'], ['WF0102', 'HMO / Health card'], ['WF0103', 'HMO for dependents'], ['WF0104', 'Life insurance'],
    ['WF0105', 'Accident insurance'],
  ]],
  ['WF02', 'Leave', [
    ['WF0201', 'Service incentive leave'], ['WF0202', 'Vacation leave'], ['WF0203', 'Sick leave'], ['WF0204', 'Birthday leave'],
    ['WF0205', 'Extended maternity / paternity leave'], ['WF0206', 'Solo parent leave'],
  ]],
  ['WF03', 'Allowance', [
    ['WF0301', 'Rice allowance'], ['WF0302', 'Transportation allowance'], ['WF0303', 'Meal allowance'], ['WF0304', 'Communication allowance'],
    ['WF0305', 'Uniform allowance'], ['WF0306', 'Night differential'], ['WF0307', 'Housing allowance'],
  ]],
  ['WF04', 'Bonus', [
    ['WF0401', '13th month pay'], ['WF0402', 'Performance bonus'], ['WF0403', 'Christmas bonus'], ['WF0404', 'Referral bonus'],
    ['WF0405', 'Perfect attendance incentive'], ['WF0406', 'Sales commission'], ['WF0407', 'Loyalty award'],
  ]],
  ['WF05', 'Facilities', [
    ['WF0501', 'Free meals'], ['WF0502', 'Staff house / Dormitory'], ['WF0503', 'Shuttle service'], ['WF0504', 'Free parking'],
    ['WF0505', 'Pantry / Free coffee'], ['WF0506', 'Gym / Sports facilities'],
  ]],
  ['WF06', 'Growth / Work-life', [
    ['WF0601', 'Paid training and seminars'], ['WF0602', 'Career growth / Promotion'], ['WF0603', 'Flexible schedule'], ['WF0604', 'Work from home option'],
    ['WF0605', 'Team building / Company outing'], ['WF0606', 'Employee discounts'],
  ]],
]);

export const PREFERENCE_TREE = tree('preference', [
  ['PF01', 'Experience', [
    ['PF0101', 'Fresh graduates welcome'], ['PF0102', 'No experience needed'], ['PF0103', 'With related experience'], ['PF0104', 'Former OFWs welcome'],
  ]],
  ['PF02', 'Language', [
    ['PF0201', 'Can speak English'], ['PF0202', 'Can speak Korean'], ['PF0203', 'Can speak Japanese'], ['PF0204', 'Can speak Mandarin'],
    ['PF0205', 'Can speak Bisaya / Cebuano'],
  ]],
  ['PF03', 'Skills / Licenses', [
    ['PF0301', 'With own motorcycle'], ['PF0302', "With driver's license"], ['PF0303', 'With TESDA NC II'], ['PF0304', 'With PRC license'],
    ['PF0305', 'Computer literate'], ['PF0306', 'With own laptop'],
  ]],
  ['PF04', 'Availability', [
    ['PF0401', 'Near the workplace'], ['PF0402', 'Can work night shift'], ['PF0403', 'Can start immediately'], ['PF0404', 'Willing to relocate'],
    ['PF0405', 'Willing to travel'],
  ]],
  ['PF05', 'Inclusive hiring', [
    ['PF0501', 'PWD friendly'], ['PF0502', 'Senior citizens welcome'], ['PF0503', 'Working students welcome'], ['PF0504', 'Returning mothers welcome'],
    ['PF0505', 'LGBTQIA+ friendly'],
  ]],
]);

/** Preferences as one flat list of their leaves (for places that want no tree). */
export const PREFERENCES: readonly CodeItem<'preference'>[] = PREFERENCE_TREE.filter((i) => i.depth === 2);

/**
 * The ten specialist keys of the talent pages (employer spec: /talent/specialist?specialization=...)
 * mapped to specialization codes (a parent code means the whole branch).
 */
export const TALENT_SPECIALIST = {
  CS: 'SP01',
  Design: 'SP15',
  Barista: 'SP0601',
  Cook: 'SP0602',
  Beauty: 'SP12',
  Sales: 'SP03',
  Office: 'SP05',
  Medical: 'SP07',
  Delivery: 'SP11',
  Cleaning: 'SP14',
} as const;
export type TalentSpecialistKey = keyof typeof TALENT_SPECIALIST;
export const TALENT_SPECIALIST_KEYS = Object.keys(TALENT_SPECIALIST) as TalentSpecialistKey[];

/** The freelancer chips of the talent pages (freelancer=artsMedia|computer|sales). */
export const FREELANCER_SPECIALIZATION = { artsMedia: 'SP15', computer: 'SP02', sales: 'SP03' } as const;
export type FreelancerKey = keyof typeof FREELANCER_SPECIALIZATION;

/** Children of a parent; `null` gives the depth-1 items. */
export function childrenOf<G extends string>(codeTree: CodeTree<G>, parentId: string | null): CodeItem<G>[] {
  return codeTree.filter((i) => i.parent_id === parentId);
}

/** The item with this id, if any. */
export function codeItem<G extends string>(codeTree: CodeTree<G>, id: string): CodeItem<G> | undefined {
  return codeTree.find((i) => i.id === id);
}

/** The display name of a code, or undefined for an unknown id. */
export function codeName(codeTree: CodeTree, id: string): string | undefined {
  return codeItem(codeTree, id)?.name;
}

/** True when id is a code of the tree (either level). */
export function isCode(codeTree: CodeTree, id: string): boolean {
  return codeTree.some((i) => i.id === id);
}

/** The depth-1 ancestor of a code (itself for a parent). */
export function rootOf<G extends string>(codeTree: CodeTree<G>, id: string): CodeItem<G> | undefined {
  const item = codeItem(codeTree, id);
  if (!item || item.parent_id === null) return item;
  return codeItem(codeTree, item.parent_id);
}
