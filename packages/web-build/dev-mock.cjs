/**
 * Fixture answers for dev-serve.cjs --mock: enough of the API for a look at the first screens
 * without the backend. NOT the backend: shapes follow ../shared/spec; data is made up.
 * Demo logins (password "password"): ana@example.ph (individual), hr@acme.ph (company),
 * hq@acme.ph (master).
 */
const USERS = {
  'ana@example.ph': { userId: 'u-ana', userType: 'individual', email: 'ana@example.ph', fullName: 'Ana Santos' },
  'hr@acme.ph': { userId: 'u-acme', userType: 'company', email: 'hr@acme.ph', companyName: 'Acme Foods Inc.' },
  'hq@acme.ph': { userId: 'u-acmehq', userType: 'master.company', email: 'hq@acme.ph', companyName: 'Acme Holdings' },
};
const LOGIN_TYPES = { individual: 'individual', company: 'company', master: 'master.company' };

const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (u) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: u.userId, userType: u.userType, email: u.email, exp: Math.floor(Date.now() / 1000) + 900 })}.mock`;

const TITLES = ['Barista (Morning Shift)', 'Line Cook', 'Customer Service Representative', 'Delivery Rider', 'Office Clerk', 'Graphic Designer', 'Sales Associate', 'Warehouse Helper', 'Housekeeping Staff', 'Pharmacy Assistant', 'Korean-speaking CSR', 'Junior Web Developer'];
const COMPANIES = ['Kape Manila Co.', 'Lutong Bahay Kitchen', 'Bayanihan BPO Services', 'Padala Express', 'Makati Realty Corp.', 'Sari Design Studio', 'SM Retail Partners', 'Pasig Logistics', 'Hotel Maharlika', 'Botika ng Bayan', 'Seoul-Manila Connect', 'Jeepney Tech'];
const CITIES = ['Makati City', 'Quezon City', 'Pasig City', 'Taguig City', 'Cebu City', 'Davao City', 'Manila', 'Mandaluyong City', 'Parañaque City', 'Baguio City', 'Iloilo City', 'Caloocan City'];
const UNITS = ['010D', '010B', '010D', '010A', '010D', '010E', '010C', '010B', '010D', '010D', '010D', '010F'];
const SALARY = [18000, 650, 22000, 85, 16500, 3000, 4200, 610, 17000, 19500, 35000, 0];

const DAY = 86_400_000;
const ads = Array.from({ length: 37 }, (_, i) => {
  const k = i % TITLES.length;
  return {
    jobId: 1000 + i,
    title: TITLES[k],
    city: CITIES[(i * 5) % CITIES.length],
    salary: SALARY[k] + (i > 11 ? 500 * (i % 5) : 0),
    salaryCode: UNITS[k],
    workingDayCode: ['007B', '007C', '007G', '007E'][i % 4],
    companyName: COMPANIES[k],
    workingPeriodCode: ['008G', '008E', '008D'][i % 3],
    workingPeriodNegotiable: i % 4 === 0,
    workingHourCode: ['009A', '009G', '009B', '009Z'][i % 4],
    workingHourNegotiable: i % 5 === 0,
    logoKey: null,
    isScrapped: i % 6 === 0,
    lat: 14.55 + (i % 7) * 0.01,
    lng: 121.0 + (i % 5) * 0.01,
    createdAt: new Date(Date.now() - i * DAY * 1.3).toISOString(),
  };
});

function detail(id) {
  const card = ads.find((a) => a.jobId === id);
  if (!card) return null;
  const i = id - 1000;
  return {
    jobId: id,
    title: card.title,
    comapnyName: card.companyName,
    jobCreatedAt: card.createdAt,
    jobDeadlineDate: new Date(Date.now() + (i % 3 === 0 ? 5 : i % 3 === 1 ? 40 : -2) * DAY).toISOString().slice(0, 10),
    jobImageList: [{ key: `jobs/${id}/1.svg`, fileName: 'workplace.svg' }, { key: `jobs/${id}/2.svg`, fileName: 'team.svg' }],
    isEmploymentContact: i % 2 === 0,
    isThreeMajor: i % 3 !== 2,
    isPermit: true,
    workType: i % 3 === 0 ? ['hybrid'] : i % 3 === 1 ? ['inOffice'] : [],
    salary: card.salary,
    salaryCode: card.salaryCode,
    workingDayCode: card.workingDayCode,
    workingDaySelectedList: card.workingDayCode === '007G' ? ['MON', 'WED', 'FRI'] : [],
    workingDayNagotiable: i % 4 === 1,
    workingHourCode: card.workingHourCode,
    workingHourNagotiable: card.workingHourNegotiable,
    workingPeriodCode: card.workingPeriodCode,
    workingPeriodNagotiable: card.workingPeriodNegotiable,
    noOfVacancy: 1 + (i % 4),
    education: ['004A', '004D', '004F'][i % 3],
    preferenceList: [{ id: 'P01', name: 'Fresh graduates welcome' }, { id: 'P05', name: 'Can start immediately' }],
    workPlace: `${12 + i} Ayala Avenue, ${card.city}, Metro Manila`,
    lat: card.lat,
    lng: card.lng,
    specializationList: [{ id: 'S0101', name: 'Barista / Café' }],
    employeeTypeList: ['011A', '011C'],
    welfarebenefitList: [{ id: 'W0101', name: 'SSS / PhilHealth / Pag-IBIG' }, { id: 'W0203', name: '13th month pay' }, { id: 'W0301', name: 'Free meals' }],
    nationality: i % 3,
    language: i % 2 === 0 ? ['all'] : [{ id: 'english' }],
    applyList: ['0190', '018A'],
    websiteUrl: 'www.example.ph',
    contactInfo: { manager: 'Maria Dela Cruz', phoneNumber: ['09171234567', '0281234567'], email: 'hr@example.ph', fax: '02-8123-4568' },
    logoKey: null,
  };
}

function publicUser({ password, ...user }) {
  return user;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      try {
        resolve(data ? JSON.parse(data) : {});
      } catch {
        resolve({});
      }
    });
  });
}

function cookieUser(req) {
  const m = /(?:^|;\s*)mock_rt=([^;]+)/.exec(String(req.headers.cookie || ''));
  return m ? USERS[decodeURIComponent(m[1])] : undefined;
}

function placeholderSvg(label) {
  const hue = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="400" viewBox="0 0 720 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/></linearGradient></defs><rect width="720" height="400" fill="url(#g)"/><text x="360" y="210" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label.replace(/[<&>]/g, '')}</text></svg>`;
}

async function handle(req, res, url) {
  const p = url.pathname;
  const q = url.searchParams;
  await new Promise((r) => setTimeout(r, 250)); // a little latency, to see the spinners

  if (p.startsWith('/files/')) {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    res.end(placeholderSvg(decodeURIComponent(p.slice(7))));
    return true;
  }
  if (p === '/api/auth/login' && req.method === 'POST') {
    const body = await readBody(req);
    const user = USERS[String(body.email || '').toLowerCase()];
    if (!user || body.password !== (user.password ?? 'password') || LOGIN_TYPES[body.userType] !== user.userType) {
      send(res, 401, { code: 'auth/unauthorized', message: 'Wrong e-mail or password' });
      return true;
    }
    send(res, 200, { accessToken: token(user), user: publicUser(user) }, { 'Set-Cookie': `mock_rt=${encodeURIComponent(user.email)}; Path=/api/auth; HttpOnly; SameSite=Lax` });
    return true;
  }
  if (p === '/api/auth/refresh' && req.method === 'POST') {
    const user = cookieUser(req);
    if (!user) send(res, 401, { code: 'auth/unauthorized', message: 'No session' });
    else send(res, 200, { accessToken: token(user), user: publicUser(user) });
    return true;
  }
  if (p === '/api/auth/logout' && req.method === 'POST') {
    send(res, 204, undefined, { 'Set-Cookie': 'mock_rt=; Path=/api/auth; Max-Age=0' });
    return true;
  }
  if (p === '/api/jobAds/allJobs' && req.method === 'POST') {
    const body = await readBody(req);
    const size = Number(q.get('pageUnit') || 10);
    const page = Number(q.get('pageNo') || 1);
    let list = [...ads];
    const keyword = String(body.keyword || q.get('searchKey') || '').toLowerCase();
    if (keyword) list = list.filter((a) => `${a.title} ${a.companyName} ${a.city}`.toLowerCase().includes(keyword));
    if (q.get('orderKey') === 'salary') list.sort((a, b) => b.salary - a.salary);
    send(res, 200, { list: list.slice((page - 1) * size, page * size), resultListCount: list.length });
    return true;
  }
  const adMatch = /^\/api\/jobAds\/(\d+)$/.exec(p);
  if (adMatch && req.method === 'GET') {
    const d = detail(Number(adMatch[1]));
    if (d) send(res, 200, d);
    else send(res, 404, { code: 'not-found', message: 'No such job ad' });
    return true;
  }
  if (p === '/api/employer/myPage') {
    send(res, 200, { companyName: 'Acme Foods Inc.', managerName: 'Maria Dela Cruz', logoKey: 'logos/acme.svg', ongoingCount: 4, underReviewCount: 1, endCount: 12 });
    return true;
  }
  if (p === '/api/talent/count') {
    send(res, 200, { totalCount: 12873, todayCount: 214 });
    return true;
  }
  if (['/api/individual/signup', '/api/employer/signup', '/api/employer/signup/master'].includes(p) && req.method === 'POST') {
    const body = await readBody(req);
    const email = String(body.email || '').trim().toLowerCase();
    if (email === 'taken@example.ph' || USERS[email]) {
      send(res, 409, { code: 'auth/email-already-exists', message: 'This e-mail is already registered.' });
    } else {
      const userType = p.startsWith('/api/individual') ? 'individual' : p.endsWith('/master') ? 'master.company' : 'company';
      const user = (USERS[email] = { userId: Date.now() % 100000, userType, email, fullName: body.fullName || body.managerName || '', password: body.password });
      send(res, 201, { accessToken: token(user), user: publicUser(user) }, { 'Set-Cookie': `mock_rt=${encodeURIComponent(email)}; Path=/api/auth; HttpOnly; SameSite=Lax` });
    }
    return true;
  }
  return false;
}

module.exports = { handle };
