-- Issue 39: the language each employee chose (null: never chose; English), and notifications kept
-- as a text of a catalogue ({ catalogue, key, values }) so each renders in its reader's language
-- when read. message stays: the English words, for rows written before and for any reader that
-- does not know the key.
alter table employee add column language text check (language in ('en', 'hi', 'mr'));
alter table notification add column message_text jsonb;
