-- Events stored twice before the index existed keep their first row.
DELETE FROM "fence_events" a USING "fence_events" b
 WHERE a.id > b.id AND a.company_vehicle_id = b.company_vehicle_id AND a.geofence_id = b.geofence_id
   AND a.kind = b.kind AND a.at = b.at;
--> statement-breakpoint
CREATE UNIQUE INDEX "fence_events_once_idx" ON "fence_events" USING btree ("company_vehicle_id","geofence_id","kind","at");
