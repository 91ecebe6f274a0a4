import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_required_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` numeric NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_required_roles_order_idx\` ON \`pages_required_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_required_roles_parent_idx\` ON \`pages_required_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_feature_flag\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` numeric NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_feature_flag_order_idx\` ON \`pages_feature_flag\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_feature_flag_parent_idx\` ON \`pages_feature_flag\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_order_idx\` ON \`pages_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_parent_id_idx\` ON \`pages_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_path_idx\` ON \`pages_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_order_idx\` ON \`pages_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_parent_id_idx\` ON \`pages_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_path_idx\` ON \`pages_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teasers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teasers_items_order_idx\` ON \`pages_blocks_teasers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teasers_items_parent_id_idx\` ON \`pages_blocks_teasers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teasers_order_idx\` ON \`pages_blocks_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teasers_parent_id_idx\` ON \`pages_blocks_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teasers_path_idx\` ON \`pages_blocks_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`open\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`open\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_item_order_idx\` ON \`pages_blocks_accordion_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_item_parent_id_idx\` ON \`pages_blocks_accordion_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_item_path_idx\` ON \`pages_blocks_accordion_item\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`alt\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_and_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`image_position\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_and_image_order_idx\` ON \`pages_blocks_text_and_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_and_image_parent_id_idx\` ON \`pages_blocks_text_and_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_and_image_path_idx\` ON \`pages_blocks_text_and_image\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contacts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contacts_items_order_idx\` ON \`pages_blocks_contacts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contacts_items_parent_id_idx\` ON \`pages_blocks_contacts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contacts_order_idx\` ON \`pages_blocks_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contacts_parent_id_idx\` ON \`pages_blocks_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contacts_path_idx\` ON \`pages_blocks_contacts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_order_idx\` ON \`pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_parent_id_idx\` ON \`pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_path_idx\` ON \`pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message_type\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_message_order_idx\` ON \`pages_blocks_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_message_parent_id_idx\` ON \`pages_blocks_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_message_path_idx\` ON \`pages_blocks_message\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`news_id\` text,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_order_idx\` ON \`pages_blocks_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_parent_id_idx\` ON \`pages_blocks_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_path_idx\` ON \`pages_blocks_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_document_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_id_id\` text,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`list_id_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_order_idx\` ON \`pages_blocks_document_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_parent_id_idx\` ON \`pages_blocks_document_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_path_idx\` ON \`pages_blocks_document_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_list_list_id_idx\` ON \`pages_blocks_document_list\` (\`list_id_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`component_id_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`component_id_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_component_order_idx\` ON \`pages_blocks_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_component_parent_id_idx\` ON \`pages_blocks_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_component_path_idx\` ON \`pages_blocks_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_component_component_id_idx\` ON \`pages_blocks_component\` (\`component_id_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section1_order_idx\` ON \`pages_blocks_section1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section1_parent_id_idx\` ON \`pages_blocks_section1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section1_path_idx\` ON \`pages_blocks_section1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section2\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section2_order_idx\` ON \`pages_blocks_section2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section2_parent_id_idx\` ON \`pages_blocks_section2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section2_path_idx\` ON \`pages_blocks_section2\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_order_idx\` ON \`pages_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_parent_id_idx\` ON \`pages_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_path_idx\` ON \`pages_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message_id\` text,
  	\`text\` text,
  	\`message_type\` text,
  	\`active\` integer DEFAULT true,
  	\`starts\` text,
  	\`ends\` text,
  	\`margin_bottom\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_messages_order_idx\` ON \`pages_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_messages_parent_id_idx\` ON \`pages_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'content',
  	\`start_page\` text,
  	\`name\` text,
  	\`url_name\` text,
  	\`external_url\` text,
  	\`parent_id\` numeric,
  	\`sort_order\` numeric DEFAULT 0,
  	\`show_in_menu\` integer DEFAULT true,
  	\`icon\` text,
  	\`menu_chip\` text,
  	\`title\` text,
  	\`preamble\` text,
  	\`layout\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_required_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_required_roles_order_idx\` ON \`_pages_v_version_required_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_required_roles_parent_idx\` ON \`_pages_v_version_required_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_feature_flag\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_feature_flag_order_idx\` ON \`_pages_v_version_feature_flag\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_feature_flag_parent_idx\` ON \`_pages_v_version_feature_flag\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_order_idx\` ON \`_pages_v_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_parent_id_idx\` ON \`_pages_v_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_path_idx\` ON \`_pages_v_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_order_idx\` ON \`_pages_v_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_parent_id_idx\` ON \`_pages_v_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_path_idx\` ON \`_pages_v_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teasers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teasers_items_order_idx\` ON \`_pages_v_blocks_teasers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teasers_items_parent_id_idx\` ON \`_pages_v_blocks_teasers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teasers_order_idx\` ON \`_pages_v_blocks_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teasers_parent_id_idx\` ON \`_pages_v_blocks_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teasers_path_idx\` ON \`_pages_v_blocks_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`open\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`open\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_item_order_idx\` ON \`_pages_v_blocks_accordion_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_item_parent_id_idx\` ON \`_pages_v_blocks_accordion_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_item_path_idx\` ON \`_pages_v_blocks_accordion_item\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`alt\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_and_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`html\` text,
  	\`image_url\` text,
  	\`image_alt\` text,
  	\`image_position\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_and_image_order_idx\` ON \`_pages_v_blocks_text_and_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_and_image_parent_id_idx\` ON \`_pages_v_blocks_text_and_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_and_image_path_idx\` ON \`_pages_v_blocks_text_and_image\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contacts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contacts_items_order_idx\` ON \`_pages_v_blocks_contacts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contacts_items_parent_id_idx\` ON \`_pages_v_blocks_contacts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contacts_order_idx\` ON \`_pages_v_blocks_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contacts_parent_id_idx\` ON \`_pages_v_blocks_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contacts_path_idx\` ON \`_pages_v_blocks_contacts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_order_idx\` ON \`_pages_v_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_parent_id_idx\` ON \`_pages_v_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_path_idx\` ON \`_pages_v_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message_type\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_message_order_idx\` ON \`_pages_v_blocks_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_message_parent_id_idx\` ON \`_pages_v_blocks_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_message_path_idx\` ON \`_pages_v_blocks_message\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`news_id\` text,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_order_idx\` ON \`_pages_v_blocks_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_parent_id_idx\` ON \`_pages_v_blocks_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_path_idx\` ON \`_pages_v_blocks_news\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_document_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_id_id\` text,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`list_id_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_order_idx\` ON \`_pages_v_blocks_document_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_parent_id_idx\` ON \`_pages_v_blocks_document_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_path_idx\` ON \`_pages_v_blocks_document_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_list_list_id_idx\` ON \`_pages_v_blocks_document_list\` (\`list_id_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`component_id_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`component_id_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_component_order_idx\` ON \`_pages_v_blocks_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_component_parent_id_idx\` ON \`_pages_v_blocks_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_component_path_idx\` ON \`_pages_v_blocks_component\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_component_component_id_idx\` ON \`_pages_v_blocks_component\` (\`component_id_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section1_order_idx\` ON \`_pages_v_blocks_section1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section1_parent_id_idx\` ON \`_pages_v_blocks_section1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section1_path_idx\` ON \`_pages_v_blocks_section1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section2\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section2_order_idx\` ON \`_pages_v_blocks_section2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section2_parent_id_idx\` ON \`_pages_v_blocks_section2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section2_path_idx\` ON \`_pages_v_blocks_section2\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_order_idx\` ON \`_pages_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_parent_id_idx\` ON \`_pages_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_path_idx\` ON \`_pages_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message_id\` text,
  	\`text\` text,
  	\`message_type\` text,
  	\`active\` integer DEFAULT true,
  	\`starts\` text,
  	\`ends\` text,
  	\`margin_bottom\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_messages_order_idx\` ON \`_pages_v_version_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_messages_parent_id_idx\` ON \`_pages_v_version_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` numeric,
  	\`version_kind\` text DEFAULT 'content',
  	\`version_start_page\` text,
  	\`version_name\` text,
  	\`version_url_name\` text,
  	\`version_external_url\` text,
  	\`version_parent_id\` numeric,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_show_in_menu\` integer DEFAULT true,
  	\`version_icon\` text,
  	\`version_menu_chip\` text,
  	\`version_title\` text,
  	\`version_preamble\` text,
  	\`version_layout\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`page_status_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message_id\` text,
  	\`message_type\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_status\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_status_messages_order_idx\` ON \`page_status_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_status_messages_parent_id_idx\` ON \`page_status_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_status\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_id\` numeric,
  	\`is_offline\` integer,
  	\`offline_message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_status_page_idx\` ON \`page_status\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`page_status_updated_at_idx\` ON \`page_status\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_status_created_at_idx\` ON \`page_status\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`page_status__status_idx\` ON \`page_status\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_page_status_v_version_messages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message_id\` text,
  	\`message_type\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_status_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_messages_order_idx\` ON \`_page_status_v_version_messages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_messages_parent_id_idx\` ON \`_page_status_v_version_messages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_status_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_page_id\` numeric,
  	\`version_is_offline\` integer,
  	\`version_offline_message\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_status\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_status_v_parent_idx\` ON \`_page_status_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_version_page_idx\` ON \`_page_status_v\` (\`version_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_version_updated_at_idx\` ON \`_page_status_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_version_created_at_idx\` ON \`_page_status_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_version_version__status_idx\` ON \`_page_status_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_created_at_idx\` ON \`_page_status_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_updated_at_idx\` ON \`_page_status_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_status_v_latest_idx\` ON \`_page_status_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`components\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	\`element\` text NOT NULL,
  	\`storage_key\` text,
  	\`configuration_id\` text,
  	\`status_offline\` integer,
  	\`status_offline_starts\` text,
  	\`status_offline_ends\` text,
  	\`status_offline_message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`components_updated_at_idx\` ON \`components\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`components_created_at_idx\` ON \`components\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`news_id\` text,
  	\`heading\` text,
  	\`title\` text,
  	\`description\` text,
  	\`link\` text,
  	\`image_url\` text,
  	\`published_date\` text,
  	\`information_type\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_news_id\` text,
  	\`version_heading\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_link\` text,
  	\`version_image_url\` text,
  	\`version_published_date\` text,
  	\`version_information_type\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`document_lists_required_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`document_lists_required_roles_order_idx\` ON \`document_lists_required_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`document_lists_required_roles_parent_idx\` ON \`document_lists_required_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`document_lists_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`guid\` text,
  	\`drive_item_id\` text,
  	\`file_id\` integer,
  	\`filename\` text,
  	\`title\` text,
  	\`modified\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`document_lists_documents_order_idx\` ON \`document_lists_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`document_lists_documents_parent_id_idx\` ON \`document_lists_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`document_lists_documents_file_idx\` ON \`document_lists_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`document_lists\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`document_lists_updated_at_idx\` ON \`document_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_lists_created_at_idx\` ON \`document_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`document_lists__status_idx\` ON \`document_lists\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_document_lists_v_version_required_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_document_lists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_required_roles_order_idx\` ON \`_document_lists_v_version_required_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_required_roles_parent_idx\` ON \`_document_lists_v_version_required_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_document_lists_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`guid\` text,
  	\`drive_item_id\` text,
  	\`file_id\` integer,
  	\`filename\` text,
  	\`title\` text,
  	\`modified\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_document_lists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_documents_order_idx\` ON \`_document_lists_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_documents_parent_id_idx\` ON \`_document_lists_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_documents_file_idx\` ON \`_document_lists_v_version_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_document_lists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` text,
  	\`version_title\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_document_lists_v_parent_idx\` ON \`_document_lists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_version_updated_at_idx\` ON \`_document_lists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_version_created_at_idx\` ON \`_document_lists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_version_version__status_idx\` ON \`_document_lists_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_created_at_idx\` ON \`_document_lists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_updated_at_idx\` ON \`_document_lists_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_document_lists_v_latest_idx\` ON \`_document_lists_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`images_updated_at_idx\` ON \`images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`images_created_at_idx\` ON \`images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`images_filename_idx\` ON \`images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`is_enabled\` integer,
  	\`use_episerver_route_as_fallback\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_updated_at_idx\` ON \`feature_flags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_created_at_idx\` ON \`feature_flags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` numeric,
  	\`page_status_id\` integer,
  	\`components_id\` text,
  	\`news_id\` text,
  	\`document_lists_id\` text,
  	\`files_id\` integer,
  	\`images_id\` integer,
  	\`feature_flags_id\` text,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_status_id\`) REFERENCES \`page_status\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_lists_id\`) REFERENCES \`document_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`images_id\`) REFERENCES \`images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feature_flags_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_status_id_idx\` ON \`payload_locked_documents_rels\` (\`page_status_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`document_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_images_id_idx\` ON \`payload_locked_documents_rels\` (\`images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feature_flags_id_idx\` ON \`payload_locked_documents_rels\` (\`feature_flags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_required_roles\`;`)
  await db.run(sql`DROP TABLE \`pages_feature_flag\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teasers_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_item\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_and_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contacts_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contacts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_message\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_document_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section2\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`pages_messages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_required_roles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_feature_flag\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teasers_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_item\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_and_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contacts_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contacts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_message\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_document_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_component\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section1\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section2\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_messages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`page_status_messages\`;`)
  await db.run(sql`DROP TABLE \`page_status\`;`)
  await db.run(sql`DROP TABLE \`_page_status_v_version_messages\`;`)
  await db.run(sql`DROP TABLE \`_page_status_v\`;`)
  await db.run(sql`DROP TABLE \`components\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`document_lists_required_roles\`;`)
  await db.run(sql`DROP TABLE \`document_lists_documents\`;`)
  await db.run(sql`DROP TABLE \`document_lists\`;`)
  await db.run(sql`DROP TABLE \`_document_lists_v_version_required_roles\`;`)
  await db.run(sql`DROP TABLE \`_document_lists_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_document_lists_v\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`DROP TABLE \`feature_flags\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`contact\`;`)
}
