// The texts of codes live in packages/ui (job-texts.ts): the gateway writes an ad's page with them too.
export * from '@phjobs/ui/job-texts';
