"""The Larry bot process: configuration, logging and the `LarryBot` client."""
