/**
 * Local stand-ins of services/account and services/talent for the tests: real HTTP servers on
 * loopback answering the internal calls services/jobs makes (x-service-token checked), with
 * members and resumes the test sets. Switch one off to see how jobs answers without it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApplyResume } from '@phjobs/contracts/applications';
import type { InternalResume } from '@phjobs/contracts/talent';
import { requireService } from '@phjobs/service-kit/auth';
import express from 'express';
import { httpMemberDirectory, type MemberContact, type MemberDirectory } from '../src/clients/members.ts';
import { httpResumeDirectory, type ResumeDirectory } from '../src/clients/resumes.ts';

export type Upstreams = {
  accountUrl: string;
  talentUrl: string;
  members: MemberDirectory;
  resumes: ResumeDirectory;
  profiles: Map<string, MemberContact>;
  resumeLists: Map<string, ApplyResume[]>;
  /** Resumes by id (GET /internal/resumes/:id). */
  resumeById: Map<string, InternalResume>;
  /** Calls each stub received, by path. */
  calls: string[];
  /** Makes a stub answer 500 (true) or normally (false). */
  fail: { account: boolean; talent: boolean };
  close(): Promise<void>;
};

async function serve(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function startUpstreams(serviceSecret: string): Promise<Upstreams> {
  const profiles = new Map<string, MemberContact>();
  const resumeLists = new Map<string, ApplyResume[]>();
  const resumeById = new Map<string, InternalResume>();
  const calls: string[] = [];
  const fail = { account: false, talent: false };

  const account = express();
  account.get('/internal/users/:id/profile', requireService(serviceSecret), (req, res) => {
    calls.push(req.path);
    if (fail.account) return void res.status(500).json({ code: 'internal', message: 'down' });
    const profile = profiles.get(String(req.params.id));
    if (!profile) return void res.status(404).json({ code: 'not-found', message: 'No such member.' });
    res.json(profile);
  });
  const talent = express();
  talent.get('/internal/users/:id/resumes', requireService(serviceSecret), (req, res) => {
    calls.push(req.path);
    if (fail.talent) return void res.status(500).json({ code: 'internal', message: 'down' });
    res.json({ resumeList: resumeLists.get(String(req.params.id)) ?? [] });
  });
  talent.get('/internal/resumes/:id', requireService(serviceSecret), (req, res) => {
    calls.push(req.path);
    if (fail.talent) return void res.status(500).json({ code: 'internal', message: 'down' });
    const resume = resumeById.get(String(req.params.id));
    if (!resume) return void res.status(404).json({ code: 'not-found', message: 'No such resume.' });
    res.json(resume);
  });

  const a = await serve(account);
  const t = await serve(talent);
  return {
    accountUrl: a.url,
    talentUrl: t.url,
    members: httpMemberDirectory({ baseUrl: a.url, serviceSecret, timeoutMs: 2000 }),
    resumes: httpResumeDirectory({ baseUrl: t.url, serviceSecret, timeoutMs: 2000 }),
    profiles,
    resumeLists,
    resumeById,
    calls,
    fail,
    close: async () => {
      for (const server of [a.server, t.server]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** For tests of calls that never ask another service (nor are asked by one). */
export const noUpstreams: { members: MemberDirectory; resumes: ResumeDirectory; serviceSecret: string } = {
  serviceSecret: 'no internal calls here',
  members: { profile: () => Promise.reject(new Error('services/account is not used here')) },
  resumes: {
    resumesOf: () => Promise.reject(new Error('services/talent is not used here')),
    resume: () => Promise.reject(new Error('services/talent is not used here')),
  },
};
