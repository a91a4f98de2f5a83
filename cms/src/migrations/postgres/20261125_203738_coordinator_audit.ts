import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_entries_target_collection" AS ENUM('appointments', 'users');
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('create', 'update', 'delete');
  CREATE TYPE "public"."enum_audit_entries_actor_role" AS ENUM('ROLE_USER', 'ROLE_MODERATOR', 'ROLE_COORDINATOR', 'ROLE_ADMIN', 'system');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'ROLE_COORDINATOR' BEFORE 'ROLE_ADMIN';
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_collection" "enum_audit_entries_target_collection" NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"action" "enum_audit_entries_action" NOT NULL,
  	"summary" varchar,
  	"changes" jsonb,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"actor_role" "enum_audit_entries_actor_role",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_target_collection_idx" ON "audit_entries" USING btree ("target_collection");
  CREATE INDEX "audit_entries_doc_id_idx" ON "audit_entries" USING btree ("doc_id");
  CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_audit_entries_target_collection";
  DROP TYPE "public"."enum_audit_entries_action";
  DROP TYPE "public"."enum_audit_entries_actor_role";`)
}
