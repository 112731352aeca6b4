-- A checked ledger write refuses from inside its own statement: raising this error rolls back everything the statement
-- wrote, so the write is all or nothing even when it runs outside a transaction (one round trip: docs/decisions/088-
-- swap-in-one-round-trip.md). The message names the refusal; the detail carries what the app needs to word it.
CREATE OR REPLACE FUNCTION ledger_refuse(refusal text, detail text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'WL001', MESSAGE = refusal, DETAIL = coalesce(detail, '');
END;
$$;
