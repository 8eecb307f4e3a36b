-- Order numbers start at 1001 rather than 1: a shop's first order is not « n° 1 ». The API moves the sequence
-- further at start when ORDER_NUMBER_START asks for more; neither ever lowers it.
ALTER SEQUENCE "orders_number_seq" START WITH 1001;--> statement-breakpoint
SELECT setval('"orders_number_seq"', 1001, false)
  FROM "orders_number_seq"
 WHERE (CASE WHEN is_called THEN last_value + 1 ELSE last_value END) < 1001;
