import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_required_roles" AS ENUM('Service_MyMap_Read', 'Service_MyMap_Write', 'Page_Certification_Read', 'Service_Certification_Read', 'Service_Certification_Write', 'Service_SeedlingOrder_Read', 'Service_SeedlingOrder_Write', 'Service_TimberDeliveries_Read', 'Service_Documents_Read', 'Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write', 'Service_TimberManager_Deliveries_Read', 'Service_TimberManager_Deliveries_Write', 'Service_Finance_Read', 'Service_Finance_Write', 'Service_Profile_Economics_Read', 'Service_Profile_Economics_Write', 'Service_Profile_Common_Read', 'Service_Profile_Common_Write', 'Service_Profile_MarketingProductsPreferences_Write', 'Service_EconomicDevelopment_Read', 'Service_Trade_Read', 'Service_Trade_Write', 'Service_DigitalDemocracy_Read', 'Service_DigitalDemocracy_Write', 'Service_Proxy_Read', 'Service_Proxy_Write', 'Service_Support_Read', 'Service_Support_Write', 'Page_MemberOffers_Read', 'Page_InterestRates_Read', 'Page_LegalForestry_Read', 'Service_Production_Read', 'Service_Production_Write', 'Service_GranskogEl_Read', 'Service_GranskogEl_Write', 'Service_PriceCalculation_Read');
  CREATE TYPE "public"."enum_pages_feature_flag" AS ENUM('MapNotes', 'MapValuableWater', 'MapImagePrinting', 'MyMapActivities', 'MyMapCompartmentEdit', 'MyMapCompartmentComment', 'MyMapManagePlan', 'MyMapReportCalculation', 'MyMapProjection', 'MyMapCycle', 'MemberProduction', 'MemberProductionMap', 'AssortmentReport', 'RoleManagement', 'CertificationStatus', 'CertificationApplication', 'PriceConditions', 'Accounts', 'Eudr', 'TimberManagerViol2', 'TimberManagerViol2Opportunity', 'TimberManagerViol2Delivery', 'TimberManagerViol3', 'TimberManagerViol3Opportunity', 'TimberManagerViol3Delivery', 'PriceCalculation', 'PriceCalculationExpectedDividend', 'ProfileEconomics', 'EconomicDevelopment', 'CapitalTrade', 'EconomicsOverview', 'ProfilePreferencesV2', 'VisionAndGoals');
  CREATE TYPE "public"."enum_pages_blocks_text_and_image_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_message_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum_pages_messages_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('start', 'group', 'content', 'external');
  CREATE TYPE "public"."enum_pages_start_page" AS ENUM('startpage', 'publicstartpage');
  CREATE TYPE "public"."enum_pages_layout" AS ENUM('tabs');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_required_roles" AS ENUM('Service_MyMap_Read', 'Service_MyMap_Write', 'Page_Certification_Read', 'Service_Certification_Read', 'Service_Certification_Write', 'Service_SeedlingOrder_Read', 'Service_SeedlingOrder_Write', 'Service_TimberDeliveries_Read', 'Service_Documents_Read', 'Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write', 'Service_TimberManager_Deliveries_Read', 'Service_TimberManager_Deliveries_Write', 'Service_Finance_Read', 'Service_Finance_Write', 'Service_Profile_Economics_Read', 'Service_Profile_Economics_Write', 'Service_Profile_Common_Read', 'Service_Profile_Common_Write', 'Service_Profile_MarketingProductsPreferences_Write', 'Service_EconomicDevelopment_Read', 'Service_Trade_Read', 'Service_Trade_Write', 'Service_DigitalDemocracy_Read', 'Service_DigitalDemocracy_Write', 'Service_Proxy_Read', 'Service_Proxy_Write', 'Service_Support_Read', 'Service_Support_Write', 'Page_MemberOffers_Read', 'Page_InterestRates_Read', 'Page_LegalForestry_Read', 'Service_Production_Read', 'Service_Production_Write', 'Service_GranskogEl_Read', 'Service_GranskogEl_Write', 'Service_PriceCalculation_Read');
  CREATE TYPE "public"."enum__pages_v_version_feature_flag" AS ENUM('MapNotes', 'MapValuableWater', 'MapImagePrinting', 'MyMapActivities', 'MyMapCompartmentEdit', 'MyMapCompartmentComment', 'MyMapManagePlan', 'MyMapReportCalculation', 'MyMapProjection', 'MyMapCycle', 'MemberProduction', 'MemberProductionMap', 'AssortmentReport', 'RoleManagement', 'CertificationStatus', 'CertificationApplication', 'PriceConditions', 'Accounts', 'Eudr', 'TimberManagerViol2', 'TimberManagerViol2Opportunity', 'TimberManagerViol2Delivery', 'TimberManagerViol3', 'TimberManagerViol3Opportunity', 'TimberManagerViol3Delivery', 'PriceCalculation', 'PriceCalculationExpectedDividend', 'ProfileEconomics', 'EconomicDevelopment', 'CapitalTrade', 'EconomicsOverview', 'ProfilePreferencesV2', 'VisionAndGoals');
  CREATE TYPE "public"."enum__pages_v_blocks_text_and_image_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_message_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum__pages_v_version_messages_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum__pages_v_version_kind" AS ENUM('start', 'group', 'content', 'external');
  CREATE TYPE "public"."enum__pages_v_version_start_page" AS ENUM('startpage', 'publicstartpage');
  CREATE TYPE "public"."enum__pages_v_version_layout" AS ENUM('tabs');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_page_status_messages_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum_page_status_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_status_v_version_messages_message_type" AS ENUM('Success', 'Warning', 'Error', 'Attention', 'Black', 'Info');
  CREATE TYPE "public"."enum__page_status_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_document_lists_required_roles" AS ENUM('Service_MyMap_Read', 'Service_MyMap_Write', 'Page_Certification_Read', 'Service_Certification_Read', 'Service_Certification_Write', 'Service_SeedlingOrder_Read', 'Service_SeedlingOrder_Write', 'Service_TimberDeliveries_Read', 'Service_Documents_Read', 'Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write', 'Service_TimberManager_Deliveries_Read', 'Service_TimberManager_Deliveries_Write', 'Service_Finance_Read', 'Service_Finance_Write', 'Service_Profile_Economics_Read', 'Service_Profile_Economics_Write', 'Service_Profile_Common_Read', 'Service_Profile_Common_Write', 'Service_Profile_MarketingProductsPreferences_Write', 'Service_EconomicDevelopment_Read', 'Service_Trade_Read', 'Service_Trade_Write', 'Service_DigitalDemocracy_Read', 'Service_DigitalDemocracy_Write', 'Service_Proxy_Read', 'Service_Proxy_Write', 'Service_Support_Read', 'Service_Support_Write', 'Page_MemberOffers_Read', 'Page_InterestRates_Read', 'Page_LegalForestry_Read', 'Service_Production_Read', 'Service_Production_Write', 'Service_GranskogEl_Read', 'Service_GranskogEl_Write', 'Service_PriceCalculation_Read');
  CREATE TYPE "public"."enum_document_lists_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__document_lists_v_version_required_roles" AS ENUM('Service_MyMap_Read', 'Service_MyMap_Write', 'Page_Certification_Read', 'Service_Certification_Read', 'Service_Certification_Write', 'Service_SeedlingOrder_Read', 'Service_SeedlingOrder_Write', 'Service_TimberDeliveries_Read', 'Service_Documents_Read', 'Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write', 'Service_TimberManager_Deliveries_Read', 'Service_TimberManager_Deliveries_Write', 'Service_Finance_Read', 'Service_Finance_Write', 'Service_Profile_Economics_Read', 'Service_Profile_Economics_Write', 'Service_Profile_Common_Read', 'Service_Profile_Common_Write', 'Service_Profile_MarketingProductsPreferences_Write', 'Service_EconomicDevelopment_Read', 'Service_Trade_Read', 'Service_Trade_Write', 'Service_DigitalDemocracy_Read', 'Service_DigitalDemocracy_Write', 'Service_Proxy_Read', 'Service_Proxy_Write', 'Service_Support_Read', 'Service_Support_Write', 'Page_MemberOffers_Read', 'Page_InterestRates_Read', 'Page_LegalForestry_Read', 'Service_Production_Read', 'Service_Production_Write', 'Service_GranskogEl_Read', 'Service_GranskogEl_Write', 'Service_PriceCalculation_Read');
  CREATE TYPE "public"."enum__document_lists_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('editor', 'publisher');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "pages_required_roles" (
  	"order" integer NOT NULL,
  	"parent_id" numeric NOT NULL,
  	"value" "enum_pages_required_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_feature_flag" (
  	"order" integer NOT NULL,
  	"parent_id" numeric NOT NULL,
  	"value" "enum_pages_feature_flag",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teasers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar
  );
  
  CREATE TABLE "pages_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"open" boolean
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"open" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"alt" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_and_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"image_position" "enum_pages_blocks_text_and_image_image_position",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contacts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar
  );
  
  CREATE TABLE "pages_blocks_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message_type" "enum_pages_blocks_message_message_type",
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"news_id" varchar,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"list_id_id" varchar,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component_id_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section1" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section2" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" numeric NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message_id" varchar,
  	"text" varchar,
  	"message_type" "enum_pages_messages_message_type",
  	"active" boolean DEFAULT true,
  	"starts" timestamp(3) with time zone,
  	"ends" timestamp(3) with time zone,
  	"margin_bottom" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_kind" DEFAULT 'content',
  	"start_page" "enum_pages_start_page",
  	"name" varchar,
  	"url_name" varchar,
  	"external_url" varchar,
  	"parent_id" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"show_in_menu" boolean DEFAULT true,
  	"icon" varchar,
  	"menu_chip" varchar,
  	"title" varchar,
  	"preamble" varchar,
  	"layout" "enum_pages_layout",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_required_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_required_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_feature_flag" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_feature_flag",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teasers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"open" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"open" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"alt" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_and_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"html" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"image_position" "enum__pages_v_blocks_text_and_image_image_position",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contacts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_message" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_type" "enum__pages_v_blocks_message_message_type",
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"news_id" varchar,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id_id" varchar,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"component_id_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_id" varchar,
  	"text" varchar,
  	"message_type" "enum__pages_v_version_messages_message_type",
  	"active" boolean DEFAULT true,
  	"starts" timestamp(3) with time zone,
  	"ends" timestamp(3) with time zone,
  	"margin_bottom" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" numeric,
  	"version_kind" "enum__pages_v_version_kind" DEFAULT 'content',
  	"version_start_page" "enum__pages_v_version_start_page",
  	"version_name" varchar,
  	"version_url_name" varchar,
  	"version_external_url" varchar,
  	"version_parent_id" numeric,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_show_in_menu" boolean DEFAULT true,
  	"version_icon" varchar,
  	"version_menu_chip" varchar,
  	"version_title" varchar,
  	"version_preamble" varchar,
  	"version_layout" "enum__pages_v_version_layout",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "page_status_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message_id" varchar,
  	"message_type" "enum_page_status_messages_message_type",
  	"text" varchar
  );
  
  CREATE TABLE "page_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_id" numeric,
  	"is_offline" boolean,
  	"offline_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_page_status_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_page_status_v_version_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message_id" varchar,
  	"message_type" "enum__page_status_v_version_messages_message_type",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_status_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_id" numeric,
  	"version_is_offline" boolean,
  	"version_offline_message" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__page_status_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "components" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL,
  	"element" varchar NOT NULL,
  	"storage_key" varchar,
  	"configuration_id" varchar,
  	"status_offline" boolean,
  	"status_offline_starts" timestamp(3) with time zone,
  	"status_offline_ends" timestamp(3) with time zone,
  	"status_offline_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"news_id" varchar,
  	"heading" varchar,
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"image_url" varchar,
  	"published_date" timestamp(3) with time zone,
  	"information_type" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_news_id" varchar,
  	"version_heading" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_link" varchar,
  	"version_image_url" varchar,
  	"version_published_date" timestamp(3) with time zone,
  	"version_information_type" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "document_lists_required_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_document_lists_required_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "document_lists_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"guid" varchar,
  	"drive_item_id" varchar,
  	"file_id" integer,
  	"filename" varchar,
  	"title" varchar,
  	"modified" timestamp(3) with time zone
  );
  
  CREATE TABLE "document_lists" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_document_lists_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_document_lists_v_version_required_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__document_lists_v_version_required_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_document_lists_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"guid" varchar,
  	"drive_item_id" varchar,
  	"file_id" integer,
  	"filename" varchar,
  	"title" varchar,
  	"modified" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_document_lists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" varchar,
  	"version_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__document_lists_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "feature_flags" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_enabled" boolean,
  	"use_episerver_route_as_fallback" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sub" varchar NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" numeric,
  	"page_status_id" integer,
  	"components_id" varchar,
  	"news_id" varchar,
  	"document_lists_id" varchar,
  	"files_id" integer,
  	"images_id" integer,
  	"feature_flags_id" varchar,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_required_roles" ADD CONSTRAINT "pages_required_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_feature_flag" ADD CONSTRAINT "pages_feature_flag_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser" ADD CONSTRAINT "pages_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teasers_items" ADD CONSTRAINT "pages_blocks_teasers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teasers" ADD CONSTRAINT "pages_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_item" ADD CONSTRAINT "pages_blocks_accordion_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_and_image" ADD CONSTRAINT "pages_blocks_text_and_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contacts_items" ADD CONSTRAINT "pages_blocks_contacts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contacts" ADD CONSTRAINT "pages_blocks_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_message" ADD CONSTRAINT "pages_blocks_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news" ADD CONSTRAINT "pages_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list" ADD CONSTRAINT "pages_blocks_document_list_list_id_id_document_lists_id_fk" FOREIGN KEY ("list_id_id") REFERENCES "public"."document_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list" ADD CONSTRAINT "pages_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_component" ADD CONSTRAINT "pages_blocks_component_component_id_id_components_id_fk" FOREIGN KEY ("component_id_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_component" ADD CONSTRAINT "pages_blocks_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section1" ADD CONSTRAINT "pages_blocks_section1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section2" ADD CONSTRAINT "pages_blocks_section2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_messages" ADD CONSTRAINT "pages_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_required_roles" ADD CONSTRAINT "_pages_v_version_required_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_feature_flag" ADD CONSTRAINT "_pages_v_version_feature_flag_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser" ADD CONSTRAINT "_pages_v_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teasers_items" ADD CONSTRAINT "_pages_v_blocks_teasers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teasers" ADD CONSTRAINT "_pages_v_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_item" ADD CONSTRAINT "_pages_v_blocks_accordion_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_and_image" ADD CONSTRAINT "_pages_v_blocks_text_and_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contacts_items" ADD CONSTRAINT "_pages_v_blocks_contacts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contacts" ADD CONSTRAINT "_pages_v_blocks_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_message" ADD CONSTRAINT "_pages_v_blocks_message_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news" ADD CONSTRAINT "_pages_v_blocks_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list" ADD CONSTRAINT "_pages_v_blocks_document_list_list_id_id_document_lists_id_fk" FOREIGN KEY ("list_id_id") REFERENCES "public"."document_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list" ADD CONSTRAINT "_pages_v_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_component" ADD CONSTRAINT "_pages_v_blocks_component_component_id_id_components_id_fk" FOREIGN KEY ("component_id_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_component" ADD CONSTRAINT "_pages_v_blocks_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section1" ADD CONSTRAINT "_pages_v_blocks_section1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section2" ADD CONSTRAINT "_pages_v_blocks_section2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_messages" ADD CONSTRAINT "_pages_v_version_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_status_messages" ADD CONSTRAINT "page_status_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_status"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_status" ADD CONSTRAINT "page_status_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_status_v_version_messages" ADD CONSTRAINT "_page_status_v_version_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_status_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_status_v" ADD CONSTRAINT "_page_status_v_parent_id_page_status_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_status"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_status_v" ADD CONSTRAINT "_page_status_v_version_page_id_pages_id_fk" FOREIGN KEY ("version_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_lists_required_roles" ADD CONSTRAINT "document_lists_required_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_lists_documents" ADD CONSTRAINT "document_lists_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_lists_documents" ADD CONSTRAINT "document_lists_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."document_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_lists_v_version_required_roles" ADD CONSTRAINT "_document_lists_v_version_required_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_document_lists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_lists_v_version_documents" ADD CONSTRAINT "_document_lists_v_version_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_document_lists_v_version_documents" ADD CONSTRAINT "_document_lists_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_document_lists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_document_lists_v" ADD CONSTRAINT "_document_lists_v_parent_id_document_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_status_fk" FOREIGN KEY ("page_status_id") REFERENCES "public"."page_status"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_lists_fk" FOREIGN KEY ("document_lists_id") REFERENCES "public"."document_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feature_flags_fk" FOREIGN KEY ("feature_flags_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_required_roles_order_idx" ON "pages_required_roles" USING btree ("order");
  CREATE INDEX "pages_required_roles_parent_idx" ON "pages_required_roles" USING btree ("parent_id");
  CREATE INDEX "pages_feature_flag_order_idx" ON "pages_feature_flag" USING btree ("order");
  CREATE INDEX "pages_feature_flag_parent_idx" ON "pages_feature_flag" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_teaser_order_idx" ON "pages_blocks_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_parent_id_idx" ON "pages_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_path_idx" ON "pages_blocks_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_teasers_items_order_idx" ON "pages_blocks_teasers_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_teasers_items_parent_id_idx" ON "pages_blocks_teasers_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teasers_order_idx" ON "pages_blocks_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_teasers_parent_id_idx" ON "pages_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teasers_path_idx" ON "pages_blocks_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_item_order_idx" ON "pages_blocks_accordion_item" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_item_parent_id_idx" ON "pages_blocks_accordion_item" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_item_path_idx" ON "pages_blocks_accordion_item" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_and_image_order_idx" ON "pages_blocks_text_and_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_and_image_parent_id_idx" ON "pages_blocks_text_and_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_and_image_path_idx" ON "pages_blocks_text_and_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_contacts_items_order_idx" ON "pages_blocks_contacts_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_contacts_items_parent_id_idx" ON "pages_blocks_contacts_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contacts_order_idx" ON "pages_blocks_contacts" USING btree ("_order");
  CREATE INDEX "pages_blocks_contacts_parent_id_idx" ON "pages_blocks_contacts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contacts_path_idx" ON "pages_blocks_contacts" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_message_order_idx" ON "pages_blocks_message" USING btree ("_order");
  CREATE INDEX "pages_blocks_message_parent_id_idx" ON "pages_blocks_message" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_message_path_idx" ON "pages_blocks_message" USING btree ("_path");
  CREATE INDEX "pages_blocks_news_order_idx" ON "pages_blocks_news" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_parent_id_idx" ON "pages_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_path_idx" ON "pages_blocks_news" USING btree ("_path");
  CREATE INDEX "pages_blocks_document_list_order_idx" ON "pages_blocks_document_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_document_list_parent_id_idx" ON "pages_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_document_list_path_idx" ON "pages_blocks_document_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_document_list_list_id_idx" ON "pages_blocks_document_list" USING btree ("list_id_id");
  CREATE INDEX "pages_blocks_component_order_idx" ON "pages_blocks_component" USING btree ("_order");
  CREATE INDEX "pages_blocks_component_parent_id_idx" ON "pages_blocks_component" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_component_path_idx" ON "pages_blocks_component" USING btree ("_path");
  CREATE INDEX "pages_blocks_component_component_id_idx" ON "pages_blocks_component" USING btree ("component_id_id");
  CREATE INDEX "pages_blocks_section1_order_idx" ON "pages_blocks_section1" USING btree ("_order");
  CREATE INDEX "pages_blocks_section1_parent_id_idx" ON "pages_blocks_section1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section1_path_idx" ON "pages_blocks_section1" USING btree ("_path");
  CREATE INDEX "pages_blocks_section2_order_idx" ON "pages_blocks_section2" USING btree ("_order");
  CREATE INDEX "pages_blocks_section2_parent_id_idx" ON "pages_blocks_section2" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section2_path_idx" ON "pages_blocks_section2" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_messages_order_idx" ON "pages_messages" USING btree ("_order");
  CREATE INDEX "pages_messages_parent_id_idx" ON "pages_messages" USING btree ("_parent_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_required_roles_order_idx" ON "_pages_v_version_required_roles" USING btree ("order");
  CREATE INDEX "_pages_v_version_required_roles_parent_idx" ON "_pages_v_version_required_roles" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_feature_flag_order_idx" ON "_pages_v_version_feature_flag" USING btree ("order");
  CREATE INDEX "_pages_v_version_feature_flag_parent_idx" ON "_pages_v_version_feature_flag" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teaser_order_idx" ON "_pages_v_blocks_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_parent_id_idx" ON "_pages_v_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_path_idx" ON "_pages_v_blocks_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teasers_items_order_idx" ON "_pages_v_blocks_teasers_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teasers_items_parent_id_idx" ON "_pages_v_blocks_teasers_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teasers_order_idx" ON "_pages_v_blocks_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teasers_parent_id_idx" ON "_pages_v_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teasers_path_idx" ON "_pages_v_blocks_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_item_order_idx" ON "_pages_v_blocks_accordion_item" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_item_parent_id_idx" ON "_pages_v_blocks_accordion_item" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_item_path_idx" ON "_pages_v_blocks_accordion_item" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_and_image_order_idx" ON "_pages_v_blocks_text_and_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_and_image_parent_id_idx" ON "_pages_v_blocks_text_and_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_and_image_path_idx" ON "_pages_v_blocks_text_and_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contacts_items_order_idx" ON "_pages_v_blocks_contacts_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contacts_items_parent_id_idx" ON "_pages_v_blocks_contacts_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contacts_order_idx" ON "_pages_v_blocks_contacts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contacts_parent_id_idx" ON "_pages_v_blocks_contacts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contacts_path_idx" ON "_pages_v_blocks_contacts" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_message_order_idx" ON "_pages_v_blocks_message" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_message_parent_id_idx" ON "_pages_v_blocks_message" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_message_path_idx" ON "_pages_v_blocks_message" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_order_idx" ON "_pages_v_blocks_news" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_parent_id_idx" ON "_pages_v_blocks_news" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_path_idx" ON "_pages_v_blocks_news" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_document_list_order_idx" ON "_pages_v_blocks_document_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_document_list_parent_id_idx" ON "_pages_v_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_document_list_path_idx" ON "_pages_v_blocks_document_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_document_list_list_id_idx" ON "_pages_v_blocks_document_list" USING btree ("list_id_id");
  CREATE INDEX "_pages_v_blocks_component_order_idx" ON "_pages_v_blocks_component" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_component_parent_id_idx" ON "_pages_v_blocks_component" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_component_path_idx" ON "_pages_v_blocks_component" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_component_component_id_idx" ON "_pages_v_blocks_component" USING btree ("component_id_id");
  CREATE INDEX "_pages_v_blocks_section1_order_idx" ON "_pages_v_blocks_section1" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section1_parent_id_idx" ON "_pages_v_blocks_section1" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section1_path_idx" ON "_pages_v_blocks_section1" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section2_order_idx" ON "_pages_v_blocks_section2" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section2_parent_id_idx" ON "_pages_v_blocks_section2" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section2_path_idx" ON "_pages_v_blocks_section2" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_version_messages_order_idx" ON "_pages_v_version_messages" USING btree ("_order");
  CREATE INDEX "_pages_v_version_messages_parent_id_idx" ON "_pages_v_version_messages" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "page_status_messages_order_idx" ON "page_status_messages" USING btree ("_order");
  CREATE INDEX "page_status_messages_parent_id_idx" ON "page_status_messages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_status_page_idx" ON "page_status" USING btree ("page_id");
  CREATE INDEX "page_status_updated_at_idx" ON "page_status" USING btree ("updated_at");
  CREATE INDEX "page_status_created_at_idx" ON "page_status" USING btree ("created_at");
  CREATE INDEX "page_status__status_idx" ON "page_status" USING btree ("_status");
  CREATE INDEX "_page_status_v_version_messages_order_idx" ON "_page_status_v_version_messages" USING btree ("_order");
  CREATE INDEX "_page_status_v_version_messages_parent_id_idx" ON "_page_status_v_version_messages" USING btree ("_parent_id");
  CREATE INDEX "_page_status_v_parent_idx" ON "_page_status_v" USING btree ("parent_id");
  CREATE INDEX "_page_status_v_version_version_page_idx" ON "_page_status_v" USING btree ("version_page_id");
  CREATE INDEX "_page_status_v_version_version_updated_at_idx" ON "_page_status_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_status_v_version_version_created_at_idx" ON "_page_status_v" USING btree ("version_created_at");
  CREATE INDEX "_page_status_v_version_version__status_idx" ON "_page_status_v" USING btree ("version__status");
  CREATE INDEX "_page_status_v_created_at_idx" ON "_page_status_v" USING btree ("created_at");
  CREATE INDEX "_page_status_v_updated_at_idx" ON "_page_status_v" USING btree ("updated_at");
  CREATE INDEX "_page_status_v_latest_idx" ON "_page_status_v" USING btree ("latest");
  CREATE INDEX "components_updated_at_idx" ON "components" USING btree ("updated_at");
  CREATE INDEX "components_created_at_idx" ON "components" USING btree ("created_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "document_lists_required_roles_order_idx" ON "document_lists_required_roles" USING btree ("order");
  CREATE INDEX "document_lists_required_roles_parent_idx" ON "document_lists_required_roles" USING btree ("parent_id");
  CREATE INDEX "document_lists_documents_order_idx" ON "document_lists_documents" USING btree ("_order");
  CREATE INDEX "document_lists_documents_parent_id_idx" ON "document_lists_documents" USING btree ("_parent_id");
  CREATE INDEX "document_lists_documents_file_idx" ON "document_lists_documents" USING btree ("file_id");
  CREATE INDEX "document_lists_updated_at_idx" ON "document_lists" USING btree ("updated_at");
  CREATE INDEX "document_lists_created_at_idx" ON "document_lists" USING btree ("created_at");
  CREATE INDEX "document_lists__status_idx" ON "document_lists" USING btree ("_status");
  CREATE INDEX "_document_lists_v_version_required_roles_order_idx" ON "_document_lists_v_version_required_roles" USING btree ("order");
  CREATE INDEX "_document_lists_v_version_required_roles_parent_idx" ON "_document_lists_v_version_required_roles" USING btree ("parent_id");
  CREATE INDEX "_document_lists_v_version_documents_order_idx" ON "_document_lists_v_version_documents" USING btree ("_order");
  CREATE INDEX "_document_lists_v_version_documents_parent_id_idx" ON "_document_lists_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_document_lists_v_version_documents_file_idx" ON "_document_lists_v_version_documents" USING btree ("file_id");
  CREATE INDEX "_document_lists_v_parent_idx" ON "_document_lists_v" USING btree ("parent_id");
  CREATE INDEX "_document_lists_v_version_version_updated_at_idx" ON "_document_lists_v" USING btree ("version_updated_at");
  CREATE INDEX "_document_lists_v_version_version_created_at_idx" ON "_document_lists_v" USING btree ("version_created_at");
  CREATE INDEX "_document_lists_v_version_version__status_idx" ON "_document_lists_v" USING btree ("version__status");
  CREATE INDEX "_document_lists_v_created_at_idx" ON "_document_lists_v" USING btree ("created_at");
  CREATE INDEX "_document_lists_v_updated_at_idx" ON "_document_lists_v" USING btree ("updated_at");
  CREATE INDEX "_document_lists_v_latest_idx" ON "_document_lists_v" USING btree ("latest");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "feature_flags_updated_at_idx" ON "feature_flags" USING btree ("updated_at");
  CREATE INDEX "feature_flags_created_at_idx" ON "feature_flags" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE UNIQUE INDEX "users_sub_idx" ON "users" USING btree ("sub");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_page_status_id_idx" ON "payload_locked_documents_rels" USING btree ("page_status_id");
  CREATE INDEX "payload_locked_documents_rels_components_id_idx" ON "payload_locked_documents_rels" USING btree ("components_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_document_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("document_lists_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_feature_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("feature_flags_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_required_roles" CASCADE;
  DROP TABLE "pages_feature_flag" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_teaser" CASCADE;
  DROP TABLE "pages_blocks_teasers_items" CASCADE;
  DROP TABLE "pages_blocks_teasers" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_accordion_item" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_text_and_image" CASCADE;
  DROP TABLE "pages_blocks_contacts_items" CASCADE;
  DROP TABLE "pages_blocks_contacts" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_message" CASCADE;
  DROP TABLE "pages_blocks_news" CASCADE;
  DROP TABLE "pages_blocks_document_list" CASCADE;
  DROP TABLE "pages_blocks_component" CASCADE;
  DROP TABLE "pages_blocks_section1" CASCADE;
  DROP TABLE "pages_blocks_section2" CASCADE;
  DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "pages_messages" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_required_roles" CASCADE;
  DROP TABLE "_pages_v_version_feature_flag" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_teasers_items" CASCADE;
  DROP TABLE "_pages_v_blocks_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_item" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_text_and_image" CASCADE;
  DROP TABLE "_pages_v_blocks_contacts_items" CASCADE;
  DROP TABLE "_pages_v_blocks_contacts" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_message" CASCADE;
  DROP TABLE "_pages_v_blocks_news" CASCADE;
  DROP TABLE "_pages_v_blocks_document_list" CASCADE;
  DROP TABLE "_pages_v_blocks_component" CASCADE;
  DROP TABLE "_pages_v_blocks_section1" CASCADE;
  DROP TABLE "_pages_v_blocks_section2" CASCADE;
  DROP TABLE "_pages_v_blocks_section" CASCADE;
  DROP TABLE "_pages_v_version_messages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "page_status_messages" CASCADE;
  DROP TABLE "page_status" CASCADE;
  DROP TABLE "_page_status_v_version_messages" CASCADE;
  DROP TABLE "_page_status_v" CASCADE;
  DROP TABLE "components" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "document_lists_required_roles" CASCADE;
  DROP TABLE "document_lists_documents" CASCADE;
  DROP TABLE "document_lists" CASCADE;
  DROP TABLE "_document_lists_v_version_required_roles" CASCADE;
  DROP TABLE "_document_lists_v_version_documents" CASCADE;
  DROP TABLE "_document_lists_v" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "contact" CASCADE;
  DROP TYPE "public"."enum_pages_required_roles";
  DROP TYPE "public"."enum_pages_feature_flag";
  DROP TYPE "public"."enum_pages_blocks_text_and_image_image_position";
  DROP TYPE "public"."enum_pages_blocks_message_message_type";
  DROP TYPE "public"."enum_pages_messages_message_type";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_pages_start_page";
  DROP TYPE "public"."enum_pages_layout";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_required_roles";
  DROP TYPE "public"."enum__pages_v_version_feature_flag";
  DROP TYPE "public"."enum__pages_v_blocks_text_and_image_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_message_message_type";
  DROP TYPE "public"."enum__pages_v_version_messages_message_type";
  DROP TYPE "public"."enum__pages_v_version_kind";
  DROP TYPE "public"."enum__pages_v_version_start_page";
  DROP TYPE "public"."enum__pages_v_version_layout";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_page_status_messages_message_type";
  DROP TYPE "public"."enum_page_status_status";
  DROP TYPE "public"."enum__page_status_v_version_messages_message_type";
  DROP TYPE "public"."enum__page_status_v_version_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_document_lists_required_roles";
  DROP TYPE "public"."enum_document_lists_status";
  DROP TYPE "public"."enum__document_lists_v_version_required_roles";
  DROP TYPE "public"."enum__document_lists_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`);
}
