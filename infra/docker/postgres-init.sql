-- One database per service (docs/CONVENTIONS.md 'Databases'), made on the compose file's
-- PostgreSQL at its first start; each service migrates its own at its start.
CREATE DATABASE phjobs_account;
CREATE DATABASE phjobs_employer;
CREATE DATABASE phjobs_jobs;
CREATE DATABASE phjobs_talent;
CREATE DATABASE phjobs_community;
CREATE DATABASE phjobs_chat;
