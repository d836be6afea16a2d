"""chatschema.dask on a real dask.distributed LocalCluster (two worker processes, loopback only).

The sharded run must give exactly what the single-process run gives: the same
counts, and the same errors with the same files and line numbers, in order.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from chatschema.batch import BatchResult, ConvertResult, convert_file, validate_file
from tests.cli.conftest import write_log

distributed = pytest.importorskip("distributed")
pytest.importorskip("dask.bag")

from chatschema.dask import convert_files, validate_files  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[object]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        silence_logs=50,
    )
    with cluster, distributed.Client(cluster) as c:
        yield c


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("shards")
    paths = []
    for i in range(6):
        path = folder / f"part-{i:03d}.jsonl"
        write_log(path, 60 + 10 * i, seed=i, broken_every=7 + i)
        paths.append(path)
    return paths


def _single_process(paths: list[Path], **options: object) -> BatchResult:
    total = BatchResult()
    for path in paths:
        total.merge(validate_file(path, **options))  # type: ignore[arg-type]
    return total


def test_validate_files_on_a_local_cluster_equals_one_process(client: object, shards: list[Path]) -> None:
    expected = _single_process(shards)
    assert expected.invalid > 0 and expected.valid > 0
    result = validate_files(str(shards[0].parent / "part-*.jsonl"))
    assert result == expected
    assert [Path(e.source).name for e in result.errors] == [Path(e.source).name for e in expected.errors]
    assert [e.line for e in result.errors] == [e.line for e in expected.errors]


def test_validate_files_with_a_type(client: object, shards: list[Path]) -> None:
    expected = _single_process(shards, type="list[SerializedMessage]")
    assert validate_files(shards, type="list[SerializedMessage]") == expected


def test_convert_files_on_a_local_cluster_equals_one_process(
    client: object, shards: list[Path], tmp_path: Path
) -> None:
    out, rejects = tmp_path / "out", tmp_path / "rejects"
    result = convert_files(shards, out, dst="openai", rejects_dir=rejects)
    expected = ConvertResult()
    for path in shards:
        single = tmp_path / f"single-{path.name}"
        expected.merge(convert_file(path, single, dst="openai"))
        assert (out / path.name).read_bytes() == single.read_bytes()
        assert len((rejects / path.name).read_bytes().splitlines()) == sum(
            1 for e in expected.errors if e.source == str(path)
        )
    assert result == expected
    assert result.lines == result.converted + result.rejected


def test_a_missing_glob_fails_before_computing(client: object, tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        validate_files(str(tmp_path / "nothing-*.jsonl"))
