"""Discord adapters: slash commands, buttons, forms and rendering. No rule logic lives here."""
