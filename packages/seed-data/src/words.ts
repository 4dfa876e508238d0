/** Word lists the seed generators build Philippine names, addresses and ad texts from. */

export const FIRST_NAMES_FEMALE = [
  'Maria', 'Ana', 'Kristine', 'Angelica', 'Jasmine', 'Rhea', 'Joy', 'Michelle', 'Camille', 'Patricia', 'Nicole', 'Mary Grace',
  'Rowena', 'Jennifer', 'Maricel', 'Lorna', 'Cristina', 'Abigail', 'Princess', 'Kimberly', 'Erlinda', 'Divina', 'Shiela', 'Marites',
  'Liezl', 'Jocelyn', 'Rosalie', 'Glenda', 'Hazel', 'Czarina', 'Trisha', 'Bea', 'Katrina', 'Dianne', 'Leah', 'Mylene',
] as const;

export const FIRST_NAMES_MALE = [
  'Jose', 'Juan', 'Mark', 'John Paul', 'Jerome', 'Ramon', 'Carlo', 'Miguel', 'Paolo', 'Rafael', 'Christian', 'Joshua',
  'Rodel', 'Rommel', 'Arnel', 'Jayson', 'Ronaldo', 'Edgardo', 'Danilo', 'Reynaldo', 'Bong', 'Nestor', 'Emmanuel', 'Noel',
  'Gerald', 'Kevin', 'Vincent', 'Jericho', 'Francis', 'Aldrin', 'Ricardo', 'Ferdinand', 'Marvin', 'Alvin', 'Renato', 'Gilbert',
] as const;

export const LAST_NAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores',
  'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'Dela Cruz', 'De Leon', 'Del Rosario',
  'Gonzales', 'Lopez', 'Hernandez', 'Pascual', 'Manalo', 'Dizon', 'Soriano', 'Aguilar', 'Domingo', 'Valdez', 'Fernandez',
  'Marquez', 'Lim', 'Tan', 'Sy', 'Go', 'Chua', 'Yap', 'Macaraeg', 'Sarmiento', 'Panganiban', 'Magsaysay', 'Buenaventura',
  'Evangelista', 'Galang', 'Lacson', 'Tolentino', 'Salvador', 'Padilla', 'Quiambao', 'Cabrera', 'Villareal', 'Estrada',
] as const;

export const COMPANY_PREFIXES = [
  'Mabuhay', 'Luzon', 'Visayas', 'Mindanao', 'Pacific', 'Golden', 'Bayanihan', 'Maharlika', 'Sampaguita', 'Narra', 'Perlas',
  'Tala', 'Bituin', 'Silangan', 'Kalayaan', 'Tagumpay', 'Magiting', 'Dakila', 'Liwayway', 'Amihan', 'Habagat', 'Banahaw',
  'Mayon', 'Taal', 'Manila Bay', 'Cebu', 'Davao', 'Iloilo', 'Ortigas', 'Aurora', 'Sierra Madre', 'Northpoint', 'Southgate',
  'Eastwood', 'Harbor', 'Archipelago', 'Coral', 'Orchid', 'Sunrise', 'Summit', 'Metro', 'Prime', 'Royal', 'Emerald', 'Sapphire',
  'Asia', 'Global', 'United', 'First', 'Premier', 'Trinity', 'Zenith', 'Agila', 'Isla', 'Bagong Araw', 'Likha', 'Kabisig',
  'Dagat', 'Bulkan', 'Palawan', 'Bohol', 'Laguna', 'Batangas', 'Pampanga', 'Ilocos', 'Bicol', 'Cordillera', 'Tagaytay', 'Subic',
] as const;

export const COMPANY_SUFFIXES = ['Inc.', 'Corporation', 'Corp.', 'Co.', 'Enterprises', 'Holdings, Inc.', 'Philippines, Inc.', 'Ventures', 'Group'] as const;

/** Industry words by specialization parent: the middle of a company name. */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  SP01: ['Contact Solutions', 'Outsourcing', 'Customer Care', 'Call Center Services', 'Global Services', 'Business Process Solutions'],
  SP02: ['Tech Solutions', 'Software', 'Digital Labs', 'Systems', 'IT Services', 'Data Technologies'],
  SP03: ['Marketing', 'Distribution', 'Trading', 'Sales Network', 'Consumer Products', 'Brands'],
  SP04: ['Financial Services', 'Lending', 'Accounting Services', 'Savings and Loan', 'Credit Cooperative', 'Insurance Agency'],
  SP05: ['Business Center', 'Office Solutions', 'Management Services', 'Staffing', 'Manpower Services', 'Consulting'],
  SP06: ['Foods', 'Coffee Company', 'Restaurant Group', 'Bakeshop', 'Hotel and Resort', 'Kitchen', 'Catering Services'],
  SP07: ['Medical Center', 'Diagnostic Clinic', 'Health Services', 'Pharmacy', 'Dental Clinic', 'Care Home'],
  SP08: ['Learning Center', 'Academy', 'Review Center', 'Language School', 'Montessori School', 'Tutorial Services'],
  SP09: ['Construction', 'Builders', 'Engineering Services', 'Development', 'Steel Works', 'Electrical Contractors'],
  SP10: ['Manufacturing', 'Industries', 'Packaging', 'Garments', 'Food Processing', 'Plastics'],
  SP11: ['Logistics', 'Express', 'Freight Services', 'Transport', 'Cargo', 'Delivery Services'],
  SP12: ['Salon', 'Spa and Wellness', 'Beauty Lounge', 'Barbershop', 'Nail Studio', 'Fitness Gym'],
  SP13: ['Mart', 'Supermarket', 'Department Store', 'Hardware', 'Minimart', 'Shopping Center'],
  SP14: ['Cleaning Services', 'Janitorial Services', 'Facility Services', 'Home Care Agency', 'Laundry Services', 'Pest Control'],
  SP15: ['Creative Studio', 'Media', 'Design Studio', 'Productions', 'Advertising', 'Publishing'],
  SP16: ['Security Agency', 'Protective Services', 'Safety Solutions', 'Security and Investigation', 'Guard Services', 'Watchmen Agency'],
};

/** One-line main business by specialization parent. */
export const MAIN_BUSINESS: Readonly<Record<string, readonly string[]>> = {
  SP01: ['Customer support and back-office outsourcing for US and Australian clients.', 'Inbound and outbound contact center services for telecom and retail brands.'],
  SP02: ['Custom software, web and mobile applications for local and foreign clients.', 'IT managed services, cloud hosting and helpdesk support for SMEs.'],
  SP03: ['Distribution of consumer goods to supermarkets and sari-sari stores nationwide.', 'Trade marketing and sales of household and personal care products.'],
  SP04: ['Microfinance and salary loans for employees and small businesses.', 'Bookkeeping, tax filing and payroll services for SMEs.'],
  SP05: ['Manpower and staffing services for offices and retail chains.', 'Business process and administrative support services.'],
  SP06: ['Casual dining restaurants and coffee shops in malls and business districts.', 'Hotel, resort and events catering operations.'],
  SP07: ['Outpatient clinic, laboratory and diagnostic services.', 'Home care and nursing services for elderly and recovering patients.'],
  SP08: ['Tutorial, review and language classes for students and professionals.', 'Private preschool and elementary education.'],
  SP09: ['General construction of residential and commercial buildings.', 'Electrical and mechanical works for malls, offices and factories.'],
  SP10: ['Manufacturing of packaged food and beverages for local and export markets.', 'Production of plastic and paper packaging materials.'],
  SP11: ['Last-mile delivery and courier services across Luzon, Visayas and Mindanao.', 'Trucking, warehousing and freight forwarding.'],
  SP12: ['Hair, nail and spa services in malls across the region.', 'Fitness gym and wellness center with personal training.'],
  SP13: ['Supermarket and convenience store chain.', 'Retail of hardware, construction supplies and home improvement products.'],
  SP14: ['Janitorial, housekeeping and facility maintenance services for offices and condominiums.', 'Household staff placement and home cleaning services.'],
  SP15: ['Branding, graphic design and video production for local brands.', 'Digital advertising, content and social media management.'],
  SP16: ['Security guard and protective services for malls, banks and subdivisions.', 'Safety consulting and CCTV monitoring services.'],
};

/** Responsibilities by specialization parent ('{role}' is the job title). */
export const DUTIES: Readonly<Record<string, readonly string[]>> = {
  SP01: ['Handle inbound calls, chats and e-mails from customers', 'Resolve account, billing and order concerns on first contact', 'Document every interaction accurately in the CRM', 'Meet quality, handling-time and customer satisfaction targets', 'Escalate complex cases to the right team', 'Keep up to date with product and process updates'],
  SP02: ['Build and maintain features of our web and mobile products', 'Write clean, tested and documented code', 'Troubleshoot and fix issues reported by users', 'Work with designers and product owners in sprints', 'Review code of teammates', 'Support deployments and monitor systems'],
  SP03: ['Reach monthly sales targets in the assigned area', 'Visit and build relationships with accounts and outlets', 'Present products and close deals', 'Prepare daily sales and inventory reports', 'Run in-store promotions and product sampling', 'Gather market and competitor information'],
  SP04: ['Record daily transactions and reconcile accounts', 'Prepare financial reports and schedules', 'Process payables, receivables and payroll', 'Prepare BIR filings and statutory remittances', 'Assist in audits and month-end closing', 'Keep financial records organized'],
  SP05: ['Manage calls, e-mails and walk-in guests', 'Encode and file documents and records', 'Prepare reports, memos and letters', 'Schedule meetings and keep calendars', 'Order and monitor office supplies', 'Support HR and accounting with paperwork'],
  SP06: ['Prepare food and drinks according to standard recipes', 'Serve guests with a warm Filipino welcome', 'Keep the station clean and sanitized', 'Follow food safety and hygiene standards', 'Help with inventory and receiving of deliveries', 'Work in shifts, weekends and holidays'],
  SP07: ['Provide safe and quality care to patients', 'Monitor vital signs and keep patient records', 'Assist doctors during procedures', 'Follow infection control protocols', 'Educate patients and families', 'Coordinate with the healthcare team'],
  SP08: ['Plan and deliver engaging lessons', 'Assess learners and give feedback to parents', 'Prepare learning materials', 'Manage classroom activities', 'Attend trainings and faculty meetings', 'Keep student records updated'],
  SP09: ['Carry out work according to plans and specifications', 'Follow safety rules on site at all times', 'Read and interpret drawings', 'Report daily progress to the project engineer', 'Take care of tools and equipment', 'Coordinate with other trades on site'],
  SP10: ['Operate production machines safely', 'Inspect products for quality and defects', 'Meet daily production output', 'Follow 5S and good manufacturing practices', 'Report machine problems to maintenance', 'Pack and label finished goods'],
  SP11: ['Deliver parcels and documents on time', 'Plan efficient routes in the assigned area', 'Handle cash-on-delivery collections', 'Load, unload and check shipments', 'Keep vehicles clean and in good condition', 'Update delivery status in the mobile app'],
  SP12: ['Provide quality services to clients', 'Recommend treatments and products', 'Keep tools sterilized and the station clean', 'Build a loyal client base', 'Follow salon and spa safety standards', 'Help with inventory of supplies'],
  SP13: ['Assist customers and answer product questions', 'Handle cash and card payments accurately', 'Arrange shelves and displays', 'Receive and check deliveries', 'Keep the store clean and organized', 'Help with inventory counts'],
  SP14: ['Clean and sanitize assigned areas', 'Follow the daily cleaning checklist', 'Handle cleaning chemicals safely', 'Report repairs and maintenance needs', 'Assist with laundry and general housekeeping', 'Keep supplies organized'],
  SP15: ['Create designs and content for print and digital', 'Work with clients on briefs and revisions', 'Follow brand guidelines', 'Manage several projects and deadlines', 'Prepare files for print and online use', 'Keep up with design trends'],
  SP16: ['Guard the premises and check people and vehicles entering', 'Conduct regular rounds and record incidents', 'Monitor CCTV and alarm systems', 'Respond to emergencies calmly', 'Enforce safety and security policies', 'Prepare shift reports'],
};

export const QUALIFICATIONS: Readonly<Record<string, readonly string[]>> = {
  SP01: ['Good English communication skills, spoken and written', 'Willing to work on shifting schedules and holidays', 'Basic computer skills and typing speed of 30 wpm', 'At least senior high school graduate', 'Call center experience is a plus but not required'],
  SP02: ["Bachelor's degree in Computer Science, IT or related field", 'Experience with JavaScript, TypeScript or Java', 'Knowledge of SQL databases and Git', 'Good problem-solving skills', 'Able to work with a team'],
  SP03: ['Good communication and negotiation skills', 'Target-driven and self-motivated', 'With own motorcycle is an advantage', 'Willing to be assigned in the area', 'Sales experience is a plus'],
  SP04: ["Graduate of BS Accountancy or related course", 'Knowledge of BIR requirements and accounting software', 'Good with numbers and Excel', 'Keen to details and deadlines', 'CPA license is an advantage'],
  SP05: ['At least college level', 'Organized and good at multitasking', 'Proficient in MS Office or Google Workspace', 'Good communication skills', 'Can start immediately'],
  SP06: ['Friendly and customer-oriented', 'With valid health certificate', 'Can work on shifting schedules', 'Experience in food service is a plus', 'Fresh graduates are welcome'],
  SP07: ['Graduate of a health-related course', 'With valid PRC license where required', 'Compassionate and patient', 'Willing to work on rotating shifts', 'BLS certificate is an advantage'],
  SP08: ['Graduate of Education or related course', 'LET passer is an advantage', 'Good communication skills', 'Patient and creative', 'Experience in teaching is a plus'],
  SP09: ['With experience in construction works', 'TESDA NC II holder is an advantage', 'Physically fit', 'Knows safety practices on site', 'Willing to be assigned to different sites'],
  SP10: ['At least high school graduate', 'Physically fit and can stand for long hours', 'Can work on shifting schedules', 'With or without experience', 'Complete government requirements'],
  SP11: ["With professional driver's license (restriction code as needed)", 'With own motorcycle for riders', 'Knows the routes in the area', 'Honest and responsible', 'Android smartphone is required'],
  SP12: ['With experience or training in the field', 'TESDA certificate is an advantage', 'Pleasant personality', 'Can work on weekends', 'Good hygiene and grooming'],
  SP13: ['At least high school graduate', 'Honest and customer-oriented', 'Can work on weekends and holidays', 'Basic math skills', 'Fresh graduates are welcome'],
  SP14: ['Hardworking and trustworthy', 'Physically fit', 'With or without experience', 'Can follow instructions', 'Willing to stay in for household positions'],
  SP15: ['With portfolio of recent work', 'Proficient in Adobe tools, Figma or Canva', 'Creative and detail-oriented', 'Can handle feedback and deadlines', 'Experience with social media content is a plus'],
  SP16: ['With valid security guard license', 'At least high school graduate', 'Physically and mentally fit', 'Neat and disciplined', 'Willing to work on night shifts'],
};

/** Extra title variants for some specializations (the tree's name is always one of them). */
export const TITLE_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  SP0101: ['Call Center Agent', 'Customer Care Associate', 'Customer Service Associate'],
  SP0102: ['Technical Support Associate', 'IT Helpdesk Agent'],
  SP0107: ['General Virtual Assistant', 'Executive Virtual Assistant'],
  SP0201: ['Frontend Developer', 'Full Stack Developer', 'PHP Developer'],
  SP0203: ['Backend Developer', 'Java Developer'],
  SP0302: ['Sales Representative', 'Area Sales Agent'],
  SP0307: ['Promodiser', 'Merchandiser'],
  SP0402: ['Accounting Assistant', 'Accounts Payable Staff'],
  SP0501: ['Admin Staff', 'Office Assistant'],
  SP0602: ['Line Cook', 'Commis Cook', 'Kitchen Staff'],
  SP0605: ['Service Crew', 'Fast Food Crew'],
  SP0701: ['Staff Nurse', 'Company Nurse'],
  SP0702: ['Caregiver', 'Home Caregiver'],
  SP0905: ['Construction Laborer', 'Helper'],
  SP1001: ['Production Operator', 'Production Worker'],
  SP1101: ['Delivery Rider', 'Motorcycle Rider', 'Courier'],
  SP1102: ['Company Driver', 'Service Driver'],
  SP1104: ['Warehouse Helper', 'Warehouseman'],
  SP1301: ['Sales Clerk', 'Store Assistant', 'Sales Lady'],
  SP1401: ['Kasambahay', 'Household Helper'],
  SP1402: ['Janitor', 'Utility Staff', 'Housekeeping Attendant'],
  SP1601: ['Security Guard', 'Lady Guard'],
};

export const STREETS = [
  'Rizal Street', 'Mabini Street', 'Bonifacio Avenue', 'Quezon Avenue', 'Luna Street', 'Burgos Street', 'Del Pilar Street',
  'Aguinaldo Highway', 'National Highway', 'Magsaysay Avenue', 'Osmeña Boulevard', 'Roxas Avenue', 'Maharlika Highway',
  'Gen. Luna Street', 'P. Gomez Street', 'Katipunan Avenue', 'Legaspi Street', 'Jacinto Street', 'Recto Avenue', 'Taft Avenue',
  'Aurora Boulevard', 'Shaw Boulevard', 'J.P. Laurel Avenue', 'Zamora Street', 'Lapu-Lapu Street', 'Governor Forbes Street',
  'Colon Street', 'San Miguel Avenue', 'Ayala Avenue', 'Santo Rosario Street', 'Session Road', 'Lopez Jaena Street',
] as const;

export const BARANGAYS = [
  'Poblacion', 'San Isidro', 'San Jose', 'Santo Niño', 'San Roque', 'Bagong Silang', 'Santa Cruz', 'Malinis', 'Mabini',
  'Maligaya', 'Bagumbayan', 'San Antonio', 'San Vicente', 'Santa Lucia', 'Zone 1', 'Zone 3', 'Barangay 12', 'Barangay 45',
  'Bagong Pag-asa', 'Mabuhay', 'Riverside', 'Camp Aguinaldo', 'Lourdes', 'Concepcion', 'Sampaloc', 'Pag-asa', 'Rosario', 'Dolores',
] as const;

export const BUILDINGS = [
  'Centro Building', 'Mabuhay Tower', 'Pacific Plaza', 'Golden Square', 'Citi Center', 'Park Place', 'One Commerce Building',
  'Sunrise Arcade', 'Tala Business Center', 'Metro Corporate Center', 'Silangan IT Park', 'Harbor View Building',
] as const;

/** Mobile prefixes in use (Globe, Smart, DITO). */
export const MOBILE_PREFIXES = [
  '905', '906', '915', '916', '917', '926', '927', '935', '936', '945', '953', '955', '956', '965', '966', '967', '975', '977', '995', '997',
  '907', '908', '909', '910', '912', '918', '919', '920', '921', '928', '929', '930', '938', '939', '946', '947', '948', '949', '950', '951',
  '961', '998', '999', '991', '992', '993', '994',
] as const;

/** Landline area code by region code. */
export const AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  '1300000000': ['2'],
  '1400000000': ['74'],
  '0100000000': ['72', '75', '77'],
  '0200000000': ['78'],
  '0300000000': ['44', '45', '47'],
  '0400000000': ['43', '46', '49', '42'],
  '1700000000': ['43', '48', '42'],
  '0500000000': ['52', '54', '56'],
  '0600000000': ['33', '36'],
  '1800000000': ['34', '35'],
  '0700000000': ['32', '38'],
  '0800000000': ['53', '55'],
  '0900000000': ['62', '65'],
  '1000000000': ['88'],
  '1100000000': ['82', '84', '87'],
  '1200000000': ['83'],
  '1600000000': ['85', '86'],
  '1900000000': ['64', '68'],
};

/** Texts an employer puts in the message box of Direct, Telephone and Onsite applications. */
export const DIRECT_INPUTS = [
  'name :\nadress :\nage :',
  'name :\nadress :\nage :\nposition applied :',
  'name :\nage :\ncontact number :\navailable start date :',
  'name :\nadress :\nage :\nyears of experience :',
] as const;

export const WORKING_DAY_DETAILS = [
  'Rest day is rotating.',
  'Half day on Saturday.',
  'Schedule is given every week.',
  'With 2 rest days a week.',
  'Weekend work with premium pay.',
] as const;
