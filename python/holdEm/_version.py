"""The version of holdEm, defined here only: the wheel's metadata and CMake's project() read it."""

__version__ = "0.1.0"
