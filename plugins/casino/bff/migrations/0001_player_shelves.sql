-- The players' favourite and recently played games, one set per player (realm, user) whatever the domain or server.

-- One row per player who ever kept a game: what a change of that player's shelves locks, so that two calls at once
-- (on any servers) count the shelf one after the other and never pass its limit.
CREATE TABLE casino_player (
  realm text NOT NULL,
  user_id text NOT NULL,
  PRIMARY KEY (realm, user_id)
);

-- The order games were put on a shelf (newest first is the highest): a sequence, not a clock, so that two games put
-- there in the same millisecond keep their order.
CREATE SEQUENCE casino_shelf_order;

CREATE TABLE casino_shelf_game (
  realm text NOT NULL,
  user_id text NOT NULL,
  shelf text NOT NULL CHECK (shelf IN ('favourite', 'recent')),
  game_id integer NOT NULL CHECK (game_id > 0),
  shelved_order bigint NOT NULL DEFAULT nextval('casino_shelf_order'),
  PRIMARY KEY (realm, user_id, shelf, game_id),
  FOREIGN KEY (realm, user_id) REFERENCES casino_player (realm, user_id) ON DELETE CASCADE
);

CREATE INDEX casino_shelf_game_newest ON casino_shelf_game (realm, user_id, shelf, shelved_order DESC);
