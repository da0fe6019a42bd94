-- Live events get their final id at commit, in commit order (decision 0043). An event row is
-- inserted with an identity value drawn at once; a deferred constraint trigger, run as the
-- writing transaction commits, takes the ordering lock and draws the row a new id. The lock is
-- held from there to the end of the commit, inside the server, so ids follow commit order
-- without an application round trip ever happening while it is held.
CREATE OR REPLACE FUNCTION "events_order_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- 727340002 = EVENTS_ORDER_LOCK in src/server/events/outbox.ts; re-entrant within a transaction.
  PERFORM pg_advisory_xact_lock(727340002);
  UPDATE "events" SET "id" = DEFAULT WHERE "id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_order_at_commit" AFTER INSERT ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "events_order_at_commit"();
