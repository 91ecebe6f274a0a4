CREATE TABLE "bankid_auth_orders" (
	"uid" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"way" text NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"status" text NOT NULL,
	"hint_code" text,
	"end_user_ip" text NOT NULL,
	"personal_number" text,
	"completion_data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "bankid_auth_orders_order_ref_unique" UNIQUE("order_ref")
);
