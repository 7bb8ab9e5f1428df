CREATE TABLE "company_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"national_id" varchar(11) DEFAULT '' NOT NULL,
	"economic_code" varchar(12) DEFAULT '' NOT NULL,
	"phone" varchar(16) DEFAULT '' NOT NULL,
	"support_phone" varchar(16) DEFAULT '' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"postal_code" varchar(10) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"father_name" varchar(100) DEFAULT '' NOT NULL,
	"birthday" date,
	"national_code" varchar(10) NOT NULL,
	"gender" varchar(10) NOT NULL,
	"licence_type" varchar(20),
	"licence_number" varchar(30) DEFAULT '' NOT NULL,
	"licence_expiry" date,
	"health_certificate_number" varchar(30) DEFAULT '' NOT NULL,
	"health_certificate_expiry" date,
	"blood_type" varchar(3),
	"card_number" varchar(25) DEFAULT '' NOT NULL,
	"marital_status" varchar(10),
	"children_count" smallint,
	"education" varchar(20),
	"mobile" varchar(16) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"neighborhood_id" integer,
	"postal_code" varchar(10) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"personnel_code" varchar(30) DEFAULT '' NOT NULL,
	"working_status_id" integer,
	"contract_date" date,
	"contract_months" smallint,
	"smart_card_id" varchar(30) DEFAULT '' NOT NULL,
	"hourly_salary" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fa_title" varchar(100) NOT NULL,
	"en_title" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"card_number" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"company_vehicle_id" integer,
	"driver_id" integer,
	"monthly_quota" numeric(10, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fuel_card_id" integer NOT NULL,
	"company_vehicle_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"liters" numeric(10, 2) NOT NULL,
	"price_per_liter" bigint NOT NULL,
	"paid_total" bigint NOT NULL,
	"real_cost" bigint,
	"station" varchar(200) DEFAULT '' NOT NULL,
	"odometer_km" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"start_day" date,
	"end_day" date,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabins" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"province_id" integer NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"code" varchar(9) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"en_name" varchar(200) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"color" varchar(9) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"en_title" varchar(50) NOT NULL,
	"fa_title" varchar(100) NOT NULL,
	CONSTRAINT "notification_types_en_title_unique" UNIQUE("en_title")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"fa_body" text NOT NULL,
	"en_body" text NOT NULL,
	"subject_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownerships" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"color" varchar(9) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_letters" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"code" varchar(2) NOT NULL,
	"char" varchar(8) NOT NULL,
	CONSTRAINT "plate_letters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"country_id" integer NOT NULL,
	"center_lat" double precision,
	"center_lng" double precision
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"username" varchar(150) NOT NULL,
	"password" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"tokens_valid_after" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL,
	"color" varchar(9) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"fa_title" varchar(200) NOT NULL,
	"en_title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"service_type" varchar(30) NOT NULL,
	"price" bigint,
	"date" date NOT NULL,
	"next_date" date,
	"due_date" date,
	"distance" integer,
	"next_distance" integer,
	"due_distance" integer,
	"day_interval" integer,
	"meter_interval" integer,
	"notify_days_before" integer,
	"notify_km_before" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_states" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer,
	"fix_time" timestamp with time zone NOT NULL,
	"server_time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" real NOT NULL,
	"course" smallint NOT NULL,
	"attributes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_vehicle_tags" (
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "company_vehicle_tags_company_vehicle_id_tag_id_pk" PRIMARY KEY("company_vehicle_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "company_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"license_plate" varchar(9) NOT NULL,
	"vehicle_type_id" integer,
	"ownership_id" integer,
	"status_id" integer,
	"color_id" integer,
	"cabin_id" integer,
	"model_year" smallint,
	"vin" varchar(17) DEFAULT '' NOT NULL,
	"third_party_insurance_expiry" date,
	"body_insurance_expiry" date,
	"inspection_expiry" date,
	"load_capacity_kg" integer,
	"volume_capacity_m3" real,
	"passenger_capacity" smallint,
	"depreciation_per_hour" bigint,
	"other_cost_per_km" bigint,
	"is_cold_chain" boolean DEFAULT false NOT NULL,
	"plate_digits" varchar(7) DEFAULT '' NOT NULL,
	"search_text" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"imei" varchar(20) NOT NULL,
	"model" varchar(50) DEFAULT '' NOT NULL,
	"protocol" varchar(20) NOT NULL,
	"sim_number" varchar(20) DEFAULT '' NOT NULL,
	"lenient_crc" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"driver_from_assignment" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"fine_type" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" date,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"purchase_date" date,
	"purchase_price" bigint,
	"monthly_parking" bigint,
	"monthly_tracking_subscription" bigint,
	"monthly_lease" bigint,
	"monthly_other" bigint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_insurance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_insurance_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(50) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"insurance_type_id" integer NOT NULL,
	"insurer" varchar(100) DEFAULT '' NOT NULL,
	"policy_number" varchar(50) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"premium" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_technicals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"engine_number" varchar(30) DEFAULT '' NOT NULL,
	"chassis_number" varchar(30) DEFAULT '' NOT NULL,
	"fuel_type" varchar(20),
	"tank_capacity_l" real,
	"nominal_consumption_l_per_100km" real,
	"tyre_size" varchar(30) DEFAULT '' NOT NULL,
	"axles" smallint,
	"empty_weight_kg" integer,
	"gross_weight_kg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_working_status_id_driver_statuses_id_fk" FOREIGN KEY ("working_status_id") REFERENCES "public"."driver_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_fuel_card_id_fuel_cards_id_fk" FOREIGN KEY ("fuel_card_id") REFERENCES "public"."fuel_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_leaves" ADD CONSTRAINT "driver_leaves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_leaves" ADD CONSTRAINT "driver_leaves_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."notification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_services" ADD CONSTRAINT "vehicle_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_services" ADD CONSTRAINT "vehicle_services_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_states" ADD CONSTRAINT "live_states_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicle_tags" ADD CONSTRAINT "company_vehicle_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicle_tags" ADD CONSTRAINT "company_vehicle_tags_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicle_tags" ADD CONSTRAINT "company_vehicle_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_ownership_id_ownerships_id_fk" FOREIGN KEY ("ownership_id") REFERENCES "public"."ownerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_status_id_vehicle_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."vehicle_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vehicles" ADD CONSTRAINT "company_vehicles_cabin_id_cabins_id_fk" FOREIGN KEY ("cabin_id") REFERENCES "public"."cabins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_assignments" ADD CONSTRAINT "driver_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_assignments" ADD CONSTRAINT "driver_assignments_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_assignments" ADD CONSTRAINT "driver_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_costs" ADD CONSTRAINT "vehicle_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_costs" ADD CONSTRAINT "vehicle_costs_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurance_transactions" ADD CONSTRAINT "vehicle_insurance_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurance_transactions" ADD CONSTRAINT "vehicle_insurance_transactions_company_vehicle_insurance_id_vehicle_insurances_id_fk" FOREIGN KEY ("company_vehicle_insurance_id") REFERENCES "public"."vehicle_insurances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_insurance_type_id_insurance_types_id_fk" FOREIGN KEY ("insurance_type_id") REFERENCES "public"."insurance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_technicals" ADD CONSTRAINT "vehicle_technicals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_technicals" ADD CONSTRAINT "vehicle_technicals_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_company_idx" ON "drivers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "drivers_company_national_idx" ON "drivers" USING btree ("company_id","national_code");--> statement-breakpoint
CREATE INDEX "tags_company_idx" ON "tags" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_cards_number_key" ON "fuel_cards" USING btree ("company_id","card_number");--> statement-breakpoint
CREATE INDEX "fuel_cards_vehicle_idx" ON "fuel_cards" USING btree ("company_vehicle_id");--> statement-breakpoint
CREATE INDEX "fuel_transactions_card_idx" ON "fuel_transactions" USING btree ("fuel_card_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fuel_transactions_company_idx" ON "fuel_transactions" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fuel_transactions_vehicle_idx" ON "fuel_transactions" USING btree ("company_vehicle_id","occurred_at");--> statement-breakpoint
CREATE INDEX "driver_leaves_company_idx" ON "driver_leaves" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "driver_leaves_driver_idx" ON "driver_leaves" USING btree ("driver_id","starts_at");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "neighborhoods_city_idx" ON "neighborhoods" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("company_id","user_id","id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicle_services_company_idx" ON "vehicle_services" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "vehicle_services_due_idx" ON "vehicle_services" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "vehicle_services_vehicle_idx" ON "vehicle_services" USING btree ("company_vehicle_id","date");--> statement-breakpoint
CREATE INDEX "live_states_company_idx" ON "live_states" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_vehicle_tags_tag_idx" ON "company_vehicle_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "company_vehicles_company_idx" ON "company_vehicles" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_vehicles_plate_key" ON "company_vehicles" USING btree ("company_id","license_plate");--> statement-breakpoint
CREATE INDEX "device_assignments_vehicle_idx" ON "device_assignments" USING btree ("company_vehicle_id","from_at");--> statement-breakpoint
CREATE INDEX "device_assignments_device_idx" ON "device_assignments" USING btree ("device_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_assignments_open_vehicle_key" ON "device_assignments" USING btree ("company_vehicle_id") WHERE until_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_assignments_open_device_key" ON "device_assignments" USING btree ("device_id") WHERE until_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_imei_key" ON "devices" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "driver_assignments_vehicle_idx" ON "driver_assignments" USING btree ("company_vehicle_id","from_at");--> statement-breakpoint
CREATE INDEX "driver_assignments_driver_idx" ON "driver_assignments" USING btree ("driver_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_assignments_open_vehicle_key" ON "driver_assignments" USING btree ("company_vehicle_id") WHERE until_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_assignments_open_driver_key" ON "driver_assignments" USING btree ("driver_id") WHERE until_at is null;--> statement-breakpoint
CREATE INDEX "fines_company_idx" ON "fines" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fines_vehicle_idx" ON "fines" USING btree ("company_vehicle_id");--> statement-breakpoint
CREATE INDEX "fines_driver_idx" ON "fines" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_costs_vehicle_key" ON "vehicle_costs" USING btree ("company_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_insurance_transactions_insurance_idx" ON "vehicle_insurance_transactions" USING btree ("company_vehicle_insurance_id","date");--> statement-breakpoint
CREATE INDEX "vehicle_insurances_company_idx" ON "vehicle_insurances" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_insurances_vehicle_idx" ON "vehicle_insurances" USING btree ("company_vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_technicals_vehicle_key" ON "vehicle_technicals" USING btree ("company_vehicle_id");