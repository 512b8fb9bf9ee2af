"""The version of holdEm, defined here only: the wheel's metadata and CMake's project() read it.

Between releases it is the next release's development version (``X.Y.Z.devN``, PEP 440); CMake's
VERSION takes numbers only, so there it is the ``X.Y.Z`` part."""

__version__ = "0.2.0.dev0"
