-- An Idempotency-Key's row is now written with its answer, in the request's own transaction (decision 013). A row
-- without an answer is a reservation of an earlier version of the app under which nothing was written (decision 051):
-- removed here, or a retry with its key would be told forever that the first request is still being processed.
-- An instance of the earlier version still running re-creates its own reservation when it stores its answer.
DELETE FROM "idempotency_keys" WHERE "response_status" IS NULL;
