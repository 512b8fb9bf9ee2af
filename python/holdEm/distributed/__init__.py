"""Equity tables of hand classes computed as Dask tasks, in resumable shards (``holdem table``).

- :mod:`holdEm.distributed.shards`: what a table is (:class:`TableSpec`), which class
  combinations it computes (each unordered combination once) and how they fall into shards;
  computing one shard (the task a worker runs).
- :mod:`holdEm.distributed.store`: the table's folder: a JSON manifest of the parameters and
  one Parquet file per finished shard, each written atomically.
- :mod:`holdEm.distributed.job`: running the missing shards on a Dask client (a local cluster
  or a scheduler's address), writing each as it finishes, reporting progress.
- :mod:`holdEm.distributed.load`: :func:`load_table`, the shards as one array with every
  permutation of the players filled in.

Dask (``dask[distributed]``) and PyArrow come with the extra ``holdEm[distributed]``; they
are imported only when a table is computed or loaded, so ``import holdEm`` never needs them.
"""

from __future__ import annotations
