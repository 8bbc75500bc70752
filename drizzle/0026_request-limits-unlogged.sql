-- Request counters are a few seconds' to a minute's memory: writing them to the WAL made every
-- checkout from one address wait, in turn, for the previous one's fsync on the same row.
-- After a crash PostgreSQL empties an unlogged table, which only restarts the windows.
-- (docs/decisions/0155-request-counters-skip-the-write-ahead-log.md)
ALTER TABLE "request_limits" SET UNLOGGED;
